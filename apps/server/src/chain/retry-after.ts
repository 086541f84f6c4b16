/** A provider asking for more than this is not waited for longer (a bad header must not stall the game for hours). */
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * How long an HTTP `Retry-After` asks the client to wait, in ms: either
 * delay-seconds or an HTTP date (RFC 9110 section 10.2.3). Undefined when the
 * header is absent or unreadable, so the caller backs off on its own.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  // An HTTP date names its day and month; Date.parse alone would read "-1" as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.min(Math.max(0, date - now), MAX_RETRY_AFTER_MS);
}
