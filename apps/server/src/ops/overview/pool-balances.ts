import type { Address } from '@solana/kit';
import type { GameAccounts } from '../../chain/accounts.ts';
import { POOL_NAMES, type PoolName } from '../../chain/pools.ts';
import type { Chain } from '../../chain/port.ts';
import { associatedTokenAddress } from '../../chain/token.ts';
import { ReadCache } from '../../platform/cache/read-cache.ts';

/**
 * How long the pools' balances are kept. The console is opened rarely and a
 * scrape comes every few seconds: each pool costs two chain reads (its SOL,
 * its WLO) at most once a minute while someone looks, and none while no one
 * does (nothing is read on a timer).
 */
export const POOL_BALANCES_TTL_MS = 60_000;

export interface PoolBalance {
  name: PoolName;
  address: Address;
  /** Its associated WLO token account. */
  tokenAccount: Address;
  lamports: bigint;
  /** WLO base units. */
  wlo: bigint;
}

/** Every pool's SOL and WLO through the chain port, read at most once per POOL_BALANCES_TTL_MS. */
export function createPoolBalances(deps: { chain: Chain; accounts: GameAccounts }) {
  const { chain, accounts } = deps;
  const cache = new ReadCache<PoolBalance[]>(POOL_BALANCES_TTL_MS, () =>
    Promise.all(
      POOL_NAMES.map(async (name) => {
        const { address } = accounts.pools[name];
        const [tokenAccount, lamports, wlo] = await Promise.all([
          associatedTokenAddress(address, accounts.wloMint),
          chain.getLamports(address),
          chain.getTokenBalance(address, accounts.wloMint),
        ]);
        return { name, address, tokenAccount, lamports, wlo };
      }),
    ),
  );
  return {
    read: (): Promise<PoolBalance[]> => cache.get(),
    /** Reads again at the next call (tests that change a pool and look at once). */
    refresh: (): void => cache.invalidate(),
  };
}

export type PoolBalances = ReturnType<typeof createPoolBalances>;
