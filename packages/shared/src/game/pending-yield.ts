import { assertLevel } from './level.ts';

const MS_PER_HOUR = 3_600_000n;

/**
 * Yield a farmer has earned between two instants, in base units, rounded
 * down: `base × (1 + 0.1 × (level − 1)) × hours`. The level factor is applied
 * as the integer fraction (9 + level) / 10 so no float touches the amount.
 * An interval that runs backwards (a clock step, a harvest stamped later)
 * earns nothing rather than a negative amount.
 */
export function pendingYieldBaseUnits(
  baseYieldPerHourBaseUnits: bigint,
  level: number,
  fromMs: number,
  toMs: number,
): bigint {
  assertLevel(level);
  const elapsedMs = Math.floor(toMs) - Math.floor(fromMs);
  if (elapsedMs <= 0 || baseYieldPerHourBaseUnits <= 0n) return 0n;
  return (baseYieldPerHourBaseUnits * BigInt(9 + level) * BigInt(elapsedMs)) / (10n * MS_PER_HOUR);
}
