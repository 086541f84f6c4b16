import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The page's estimate of the server's clock. In production it is real time; on localnet the
 * dev clock (POST /dev/clock/advance) can run days ahead of the browser, and lock ends are
 * in server time. The estimate learns from times the server hands out:
 * - a reading: a time the server stamped just now (a new session's issue time);
 * - a lower bound: any server time already past (a position's start, the last daily accrual).
 * It never moves the server behind a lower bound it has seen.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

function setOffset(next: number): void {
  if (next === offsetMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** The server stamped `serverTimeMs` a moment ago. */
export function noteServerReading(serverTimeMs: number): void {
  if (Number.isFinite(serverTimeMs)) setOffset(serverTimeMs - Date.now());
}

/** The server's clock has passed `serverTimeMs`. */
export function noteServerLowerBound(serverTimeMs: number): void {
  if (Number.isFinite(serverTimeMs)) setOffset(Math.max(offsetMs, serverTimeMs - Date.now()));
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's time, re-rendering when the estimate changes and every `tickMs`. */
export function useServerNow(tickMs = 30_000): number {
  const offset = useSyncExternalStore(subscribe, () => offsetMs);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now + offset;
}
