/**
 * How far the server's clock (which the localnet dev clock moves) is ahead of this
 * browser's, as last seen. A failed read does not reset it: the weekly countdown keeps
 * counting on the server's time instead of falling back to the browser's. Kept for the tab
 * (sessionStorage), so a reload whose first read fails still knows it.
 */
const STORAGE_KEY = 'wlo.serverClockOffsetMs';

let lastKnownOffsetMs: number | undefined;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function stored(): number | undefined {
  const value = Number(storage()?.getItem(STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The offset to add to the browser's clock: the one seen in a read answered at `receivedAtMs`
 * carrying `serverTime`, or, without one (the read failed or has not answered), the last known.
 */
export function serverClockOffsetMs(serverTime: string | undefined, receivedAtMs: number): number {
  const serverMs = serverTime === undefined ? Number.NaN : Date.parse(serverTime);
  if (Number.isFinite(serverMs) && receivedAtMs > 0) {
    const offset = serverMs - receivedAtMs;
    if (offset !== lastKnownOffsetMs) {
      lastKnownOffsetMs = offset;
      storage()?.setItem(STORAGE_KEY, String(offset));
    }
    return offset;
  }
  lastKnownOffsetMs ??= stored();
  return lastKnownOffsetMs ?? 0;
}

/** Forgets the offset (tests). */
export function forgetServerClock(): void {
  lastKnownOffsetMs = undefined;
  storage()?.removeItem(STORAGE_KEY);
}
