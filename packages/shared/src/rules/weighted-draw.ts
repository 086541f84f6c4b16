export interface Weighted<T> {
  value: T;
  weight: number;
}

/**
 * Picks by weight with a uniform integer `roll` in [0, total weight). The
 * caller supplies the roll (a CSPRNG on the server; a seed in tests), so the
 * rule itself stays pure.
 */
export function pickWeighted<T>(entries: readonly Weighted<T>[], roll: number): T {
  let remaining = roll;
  for (const entry of entries) {
    if (remaining < entry.weight) return entry.value;
    remaining -= entry.weight;
  }
  throw new RangeError(`roll ${roll} is outside the total weight ${totalWeight(entries)}`);
}

export function totalWeight<T>(entries: readonly Weighted<T>[]): number {
  return entries.reduce((sum, entry) => sum + entry.weight, 0);
}
