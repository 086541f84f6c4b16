import { useEffect, useState } from 'react';
import { formatCountdown, untilNextDistribution } from '../lib/countdown.ts';
import { serverClockOffsetMs } from '../lib/server-clock.ts';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

interface Props {
  /** The server's clock in the last reward-pool read, absent while it fails or loads. */
  serverTime: string | undefined;
  /** When that read was answered, on the browser's clock. */
  receivedAt: number;
}

/**
 * The live countdown to the next Sunday 00:00 UTC, counted on the server's clock: the
 * browser's plus the offset seen at the last read, kept when a read fails.
 */
export function WeeklyCountdown({ serverTime, receivedAt }: Props) {
  const now = useNow(1000) + serverClockOffsetMs(serverTime, receivedAt);
  return (
    <p className="reward-pool__countdown" data-testid="reward-countdown">
      {formatCountdown(untilNextDistribution(now))}
    </p>
  );
}
