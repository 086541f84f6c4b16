import type { Signature } from '@solana/kit';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { openServices, type Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { assertConservation } from '../conservation.ts';
import type { Acknowledged } from './burst.ts';
import { checkRefusal } from './economy-ops.ts';
import { checkFaucetMints } from './verify-faucet.ts';
import { checkGame, checkPayoutsLanded } from './verify-game.ts';
import { checkMarket, checkMarketInvariants } from './verify-market.ts';

/** Time the verifier lets pass between reconcile passes, so retry backoffs elapse (days). */
const STEP_DAYS = 0.01;

/**
 * Opens the stopped server's data directory in this process, lets the
 * reconcilers finish what the crash interrupted, then checks that WLO is
 * conserved and that every acknowledged answer is true on chain.
 */
export async function verifyDataDir(
  dataDir: string,
  acknowledged: readonly Acknowledged[],
): Promise<string[]> {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const services = await openServices({ config, log: pino({ level: 'silent' }) });
  try {
    await settle(services);
    const problems: string[] = [];
    try {
      await assertConservation(services);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    problems.push(...(await checkMarketInvariants(services)));
    problems.push(...(await checkFaucetMints(services)));
    for (const answer of acknowledged) problems.push(...(await checkAcknowledged(services, answer)));
    return problems;
  } finally {
    await services.close();
  }
}

/**
 * Runs the reconcilers until no payment or payout is in flight (letting
 * retry backoffs elapse); resolves with how many are still in flight.
 */
export async function settle(services: Services): Promise<number> {
  let open = 0;
  for (let pass = 0; pass < 20; pass++) {
    await services.intents.reconcile();
    await services.payouts.reconcile();
    await services.faucet.reconcile();
    open = await inFlight(services);
    if (open === 0) return 0;
    await services.clockControl.advance(STEP_DAYS);
  }
  return open;
}

/** Payouts not yet confirmed or failed, payments sent but not yet known landed, and faucet mints not yet settled. */
export async function inFlight(services: Services): Promise<number> {
  const [open] = await queryRows<{ count: number }>(
    services.database.db,
    sql`SELECT (SELECT count(*) FROM payouts WHERE status IN ('pending', 'sent'))::int
           + (SELECT count(*) FROM tx_intents WHERE status = 'sending')::int
           + (SELECT count(*) FROM faucet_mints WHERE status = 'pending')::int AS count`,
  );
  return open?.count ?? 0;
}

/** What an answer of 200 must have left on chain and in the database: [] when it holds. */
export async function checkAcknowledged(services: Services, answer: Acknowledged): Promise<string[]> {
  const onChain = async (signature: string | null) =>
    signature !== null && (await services.chain.getSignatureState(signature as Signature)) === 'confirmed';
  const label = `${answer.op} by ${answer.wallet}`;
  if (answer.op === 'airdrop') {
    const missing = [];
    for (const signature of answer.signatures) if (!(await onChain(signature))) missing.push(signature);
    return missing.map((signature) => `${label}: acknowledged mint ${signature} is not on chain`);
  }
  if (answer.op === 'bound-refused' || answer.op === 'budget-refused') return checkRefusal(services, answer);
  if (answer.op === 'pack' || answer.op === 'open' || answer.op === 'harvest') {
    return checkGame(services, answer, onChain);
  }
  if (
    answer.op === 'list' ||
    answer.op === 'market-buy' ||
    answer.op === 'market-refund' ||
    answer.op === 'instant-sell'
  ) {
    return checkMarket(services, answer, onChain);
  }
  if (answer.op === 'stake') {
    const [position] = await queryRows<{ status: string; signature: string | null }>(
      services.database.db,
      sql`SELECT status, signature FROM stake_positions WHERE id = ${answer.stakeId}`,
    );
    if (!position || !['active', 'completed', 'unstaked'].includes(position.status)) {
      return [`${label}: acknowledged stake ${answer.stakeId} is ${position?.status ?? 'missing'}`];
    }
    return (await onChain(answer.signature))
      ? []
      : [`${label}: acknowledged stake ${answer.signature} not on chain`];
  }
  return checkPayoutsLanded(services, `stake:${answer.stakeId}:%`, label, answer.payout, onChain);
}
