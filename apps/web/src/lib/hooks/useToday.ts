import { useSyncExternalStore } from 'react';

/** The attribute of #root where a prerendered document keeps the day it was rendered on. */
export const PRERENDER_DAY_ATTRIBUTE = 'data-day';

const never = () => () => {};

/** A day as `YYYY-MM-DD`, in local time. */
export function dayKeyOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function todayKey(): string {
  return dayKeyOf(new Date());
}

/**
 * The day the HTML being hydrated was rendered on: the build's prerender writes it on #root
 * (the build itself renders with today). Falls back to today.
 */
function renderedDayKey(): string {
  if (typeof document === 'undefined') return todayKey();
  return document.getElementById('root')?.getAttribute(PRERENDER_DAY_ATTRIBUTE) ?? todayKey();
}

/**
 * Today (local midnight), for texts that show the date. A prerendered document was rendered
 * on its build's day: the hydrating render uses that day, as its HTML does, and the next
 * render today (docs/architecture.md §6.5).
 */
export function useToday(): Date {
  const key = useSyncExternalStore(never, todayKey, renderedDayKey);
  const [year, month, day] = key.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
