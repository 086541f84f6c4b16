import { address, type Signature } from '@solana/kit';
import type { GameAccounts } from '../../chain/accounts.ts';
import { POOL_NAMES, type PoolName } from '../../chain/pools.ts';
import type { Chain } from '../../chain/port.ts';
import type { LedgerQueries } from './ledger-queries.ts';

export interface LedgerReport {
  /** WLO in existence on chain, base units. */
  supply: bigint;
  /** What was minted by the game's records; null where the game did not mint it all (production). */
  minted: bigint | null;
  burned: bigint;
  pools: Record<PoolName, bigint>;
  /** What each pool still owes in accepted payouts. */
  owed: Record<PoolName, bigint>;
  /** Known players' WLO, when holders were counted. */
  players: bigint | null;
  problems: string[];
  /** Pools that cannot cover what they owe yet: payouts wait (they are retried), nothing is lost. */
  warnings: string[];
}

export interface LedgerAuditOptions {
  /** WLO minted at the chain's first start (embedded), or null when minting is not the game's. */
  initialMint: bigint | null;
  /** Also sum every known player's balance and require players + pools = supply (tests, crash test). */
  countHolders?: boolean;
}

/**
 * Conservation of WLO, from the chain, against the database: minted − burned
 * = supply = players + pools, and the staking vault holds exactly the
 * principal of active stakes plus what it still owes. Exact to the base unit
 * when nothing is in flight (tests, a restarted server after reconciling).
 */
export async function auditLedger(
  deps: { chain: Chain; accounts: GameAccounts; queries: LedgerQueries },
  options: LedgerAuditOptions,
): Promise<LedgerReport> {
  const { chain, accounts, queries } = deps;
  const mint = accounts.wloMint;
  const [supply, burned, principal, openPayouts, escrowInFlight, poolBalances] = await Promise.all([
    chain.getTokenSupply(mint),
    queries.burned(),
    queries.activePrincipal(),
    queries.openPayoutsByPool(),
    queries.inFlightTo(accounts.pools.marketplaceEscrow.address),
    Promise.all(POOL_NAMES.map((pool) => chain.getTokenBalance(accounts.pools[pool].address, mint))),
  ]);
  const pools = Object.fromEntries(POOL_NAMES.map((pool, i) => [pool, poolBalances[i] ?? 0n])) as Record<
    PoolName,
    bigint
  >;
  const owed = Object.fromEntries(POOL_NAMES.map((pool) => [pool, openPayouts.get(pool) ?? 0n])) as Record<
    PoolName,
    bigint
  >;
  const problems: string[] = [];
  const warnings: string[] = [];

  let minted: bigint | null = null;
  if (options.initialMint !== null) {
    minted = options.initialMint;
    for (const mintRow of await queries.faucetMints()) {
      if (
        mintRow.signature &&
        (await chain.getSignatureState(mintRow.signature as Signature)) === 'confirmed'
      ) {
        minted += mintRow.amount;
      }
    }
    if (minted - burned !== supply) {
      problems.push(`supply ${supply} differs from minted ${minted} less burned ${burned}`);
    }
  }

  const vaultOwes = principal + owed.stakingVault;
  if (pools.stakingVault !== vaultOwes) {
    problems.push(
      `staking vault holds ${pools.stakingVault} but owes ${vaultOwes} (active principal ${principal}, open payouts ${owed.stakingVault})`,
    );
  }
  // The escrow owes every payment it took: a sale's payouts or a refund; at most the payments still settling are unowed.
  const escrow = pools.marketplaceEscrow;
  if (escrow < owed.marketplaceEscrow || escrow > owed.marketplaceEscrow + escrowInFlight) {
    problems.push(
      `marketplace escrow holds ${escrow} but owes ${owed.marketplaceEscrow} (payments settling: ${escrowInFlight})`,
    );
  }
  for (const pool of POOL_NAMES) {
    if (pools[pool] < owed[pool])
      warnings.push(`${pool} holds ${pools[pool]} but owes ${owed[pool]} in payouts`);
  }

  let players: bigint | null = null;
  if (options.countHolders) {
    const poolAddresses = new Set<string>(POOL_NAMES.map((pool) => accounts.pools[pool].address));
    const wallets = (await queries.knownWallets()).filter((wallet) => !poolAddresses.has(wallet));
    const balances = await Promise.all(wallets.map((wallet) => chain.getTokenBalance(address(wallet), mint)));
    players = balances.reduce((sum, balance) => sum + balance, 0n);
    const inPools = POOL_NAMES.reduce((sum, pool) => sum + pools[pool], 0n);
    if (players + inPools !== supply) {
      problems.push(`players ${players} + pools ${inPools} differ from supply ${supply}`);
    }
  }
  return { supply, minted, burned, pools, owed, players, problems, warnings };
}
