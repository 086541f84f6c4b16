import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (e.g. a search box, so typing sends one query). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
