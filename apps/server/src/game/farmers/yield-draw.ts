import type { Database } from '../../db/database.ts';
import { createFarmersRepo } from './repo.ts';

/**
 * The farming pool's draw on a bare database, for a reader that opens no
 * services (the doctor): `yieldDraw(at)` as the farmers service answers it.
 * `gameWallets`: the pools' addresses (their farmers never harvest).
 */
export function farmersYieldDraw(db: Database, gameWallets: readonly string[]) {
  const repo = createFarmersRepo(db, gameWallets);
  return { yieldDraw: (at: Date = new Date()) => repo.yieldDraw(at) };
}
