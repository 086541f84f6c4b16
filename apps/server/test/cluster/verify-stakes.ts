import { address, type Signature } from '@solana/kit';
import { sql } from 'drizzle-orm';
import type { Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';
import { eachLimited } from './each-limited.ts';

interface PositionRow {
  id: string;
  wallet: string;
  status: string;
  amount: string;
  signature: string | null;
  rewards_paid: string | null;
  rewards_claimed_at: Date | null;
  principal_claimed_at: Date | null;
}

interface PayoutRow {
  wallet: string;
  amount: string;
  dedupe_key: string;
  status: string;
  signature: string | null;
}

/** Stakes that moved the player's tokens into the vault (and may have been returned since). */
const LANDED = new Set(['active', 'completed', 'unstaked']);

export interface StakeFigures {
  positions: Map<string, number>;
  payoutsConfirmed: number;
  payoutsByKind: Map<string, number>;
  playersBalanced: number;
  /** Base units the database says active stakes hold in the vault. */
  activePrincipal: bigint;
}

/** Which payouts each position has, by the last part of the dedupe key (principal, rewards, unstake, unstake-fee). */
function payoutsOfPositions(payouts: readonly PayoutRow[]): Map<string, Map<string, PayoutRow>> {
  const byPosition = new Map<string, Map<string, PayoutRow>>();
  for (const payout of payouts) {
    const [prefix, positionId, part] = payout.dedupe_key.split(':');
    if (prefix !== 'stake' || !positionId || !part) continue;
    const parts = byPosition.get(positionId) ?? new Map<string, PayoutRow>();
    parts.set(part, payout);
    byPosition.set(positionId, parts);
  }
  return byPosition;
}

/** Each position's payouts are what its state says was paid: principal once, or the early return and fee. */
function positionProblems(position: PositionRow, paid: Map<string, PayoutRow> | undefined): string[] {
  const label = `stake ${position.id} (${position.status})`;
  const amount = BigInt(position.amount);
  const principal = paid?.get('principal');
  const unstake = paid?.get('unstake');
  const fee = paid?.get('unstake-fee');
  const rewards = paid?.get('rewards');
  const problems: string[] = [];
  if (position.status === 'completed' && (!principal || BigInt(principal.amount) !== amount || unstake)) {
    problems.push(`${label}: principal not returned exactly once`);
  }
  if (position.status === 'unstaked') {
    const returned = BigInt(unstake?.amount ?? 0) + BigInt(fee?.amount ?? 0);
    if (!unstake || !fee || returned !== amount || principal)
      problems.push(`${label}: early return and fee are not the principal`);
  }
  if (position.status === 'active' && (principal || unstake || fee || position.principal_claimed_at)) {
    problems.push(`${label}: principal paid out of an active stake`);
  }
  if (!LANDED.has(position.status) && (principal || unstake || fee || rewards)) {
    problems.push(`${label}: a refused stake has payouts`);
  }
  if (
    rewards &&
    (BigInt(rewards.amount) !== BigInt(position.rewards_paid ?? -1) || !position.rewards_claimed_at)
  ) {
    problems.push(`${label}: rewards payout ${rewards.amount} but rewards_paid ${position.rewards_paid}`);
  }
  return problems;
}

/**
 * Every stake either landed (its transaction confirmed on chain, its tokens
 * in the vault or paid back once) or was refused with the player's tokens
 * untouched; every payout is confirmed, on chain, and once per dedupe key;
 * and each player's WLO on chain is what they were airdropped, less what
 * their landed stakes and other WLO payments (packs, marketplace purchases)
 * took, plus every payout to them (sales, refunds among them) — to the base unit.
 */
export async function checkStakes(
  services: Services,
  players: ReadonlyMap<string, bigint>,
): Promise<{ problems: string[]; figures: StakeFigures }> {
  const { db } = services.database;
  const positions = await queryRows<PositionRow>(
    db,
    sql`SELECT id, wallet, status, amount::text, signature, rewards_paid::text, rewards_claimed_at, principal_claimed_at
          FROM stake_positions`,
  );
  const payouts = await queryRows<PayoutRow>(
    db,
    sql`SELECT wallet, amount::text, dedupe_key, status, signature FROM payouts`,
  );
  const problems: string[] = [];
  const states = new Map<string, 'confirmed' | 'failed' | 'unknown'>();
  const signatures = new Set<string>();
  for (const row of [...positions, ...payouts]) if (row.signature) signatures.add(row.signature);
  await eachLimited([...signatures], 16, async (signature) => {
    states.set(signature, await services.chain.getSignatureState(signature as Signature));
  });

  const byPosition = payoutsOfPositions(payouts);
  const figures: StakeFigures = {
    positions: new Map(),
    payoutsConfirmed: 0,
    payoutsByKind: new Map(),
    playersBalanced: 0,
    activePrincipal: 0n,
  };
  const expected = new Map(players);
  for (const position of positions) {
    figures.positions.set(position.status, (figures.positions.get(position.status) ?? 0) + 1);
    if (position.status === 'active') figures.activePrincipal += BigInt(position.amount);
    const landed = position.signature !== null && states.get(position.signature) === 'confirmed';
    if (LANDED.has(position.status) !== landed) {
      problems.push(
        `stake ${position.id} is ${position.status} but its transaction is ${landed ? '' : 'not '}on chain`,
      );
    }
    problems.push(...positionProblems(position, byPosition.get(position.id)));
    const owed = expected.get(position.wallet);
    if (owed !== undefined && LANDED.has(position.status))
      expected.set(position.wallet, owed - BigInt(position.amount));
  }
  // What players paid besides stakes: packs and marketplace purchases (into the escrow), as they landed.
  const paid = await queryRows<{ wallet: string; total: string }>(
    db,
    sql`SELECT wallet, sum(amount)::text AS total FROM tx_intents
         WHERE status = 'confirmed' AND token = 'WLO' AND kind <> 'stake' GROUP BY wallet`,
  );
  for (const { wallet, total } of paid) {
    const owed = expected.get(wallet);
    if (owed !== undefined) expected.set(wallet, owed - BigInt(total));
  }
  const keys = new Set<string>();
  for (const payout of payouts) {
    if (keys.has(payout.dedupe_key)) problems.push(`payout ${payout.dedupe_key} recorded twice`);
    keys.add(payout.dedupe_key);
    if (payout.status !== 'confirmed' || !payout.signature || states.get(payout.signature) !== 'confirmed') {
      problems.push(`payout ${payout.dedupe_key} is ${payout.status}, not confirmed on chain`);
      continue;
    }
    figures.payoutsConfirmed += 1;
    // stake:<id>:principal and market:<id>:refund by their part; weekly:<week>:<wallet> and the rest by their prefix.
    const [prefix, , part] = payout.dedupe_key.split(':');
    const kind = (prefix === 'stake' || prefix === 'market' ? part : prefix) ?? '?';
    figures.payoutsByKind.set(kind, (figures.payoutsByKind.get(kind) ?? 0) + 1);
    const owed = expected.get(payout.wallet);
    if (owed !== undefined) expected.set(payout.wallet, owed + BigInt(payout.amount));
  }
  await eachLimited([...expected], 16, async ([wallet, owed]) => {
    const onChain = await services.chain.getTokenBalance(address(wallet), services.accounts.wloMint);
    if (onChain === owed) figures.playersBalanced += 1;
    else problems.push(`player ${wallet}: ${onChain} WLO base units on chain, ${owed} expected`);
  });
  return { problems, figures };
}
