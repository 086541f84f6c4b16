const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;

/** Spec: just now, Nm ago, Nh ago, Nd ago, Nmo ago. */
export function formatRelativeTime(timestamp: string | Date, now = Date.now()): string {
  const elapsed = Math.max(0, now - new Date(timestamp).getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < MONTH) return `${Math.floor(elapsed / DAY)}d ago`;
  return `${Math.floor(elapsed / MONTH)}mo ago`;
}
