import { pendingYieldBaseUnits } from '@wos/shared';
import type { FarmerRow } from './repo.ts';

/** WLO base units a farmer has earned and not been paid: banked, plus its level's yield since the last harvest. */
export function unpaidYield(row: FarmerRow, now: Date): bigint {
  return (
    row.bankedYield +
    pendingYieldBaseUnits(row.baseYieldPerHour, row.level, row.lastHarvested.getTime(), now.getTime())
  );
}
