import { sql } from 'drizzle-orm';
import type { Services } from '../../src/app/services.ts';
import { queryRows } from '../../src/db/rows.ts';
import type { GameAcknowledged } from './game-ops.ts';

/** What an acknowledged pack purchase, opening or harvest must have left after any crash. */
export async function checkGame(
  services: Services,
  answer: GameAcknowledged,
  onChain: (signature: string | null) => Promise<boolean>,
): Promise<string[]> {
  const label = `${answer.op} by ${answer.wallet}`;
  const { db } = services.database;
  if (answer.op === 'pack' || answer.op === 'open') {
    const [pack] = await queryRows<{ owner: string; status: string; granted: unknown }>(
      db,
      sql`SELECT owner, status, granted FROM packs WHERE id = ${answer.packId}`,
    );
    if (!pack || pack.owner !== answer.wallet)
      return [`${label}: acknowledged pack ${answer.packId} is missing`];
    if (answer.op === 'open' && (pack.status !== 'opened' || !pack.granted)) {
      return [`${label}: acknowledged opening of ${answer.packId} left it ${pack.status}`];
    }
    if (answer.op === 'pack' && !(await onChain(answer.signature))) {
      return [`${label}: acknowledged purchase ${answer.signature} is not on chain`];
    }
    return [];
  }
  return checkPayoutsLanded(services, `harvest:${answer.wallet}:%`, label, answer.payout, onChain);
}

/** Every payout whose key matches has landed, and an answer that said confirmed is on chain. */
export async function checkPayoutsLanded(
  services: Services,
  dedupeKeyLike: string,
  label: string,
  answered: { status: string; signature: string | null },
  onChain: (signature: string | null) => Promise<boolean>,
): Promise<string[]> {
  const payouts = await queryRows<{ status: string; signature: string | null; dedupe_key: string }>(
    services.database.db,
    sql`SELECT status, signature, dedupe_key FROM payouts WHERE dedupe_key LIKE ${dedupeKeyLike}`,
  );
  const problems: string[] = [];
  if (payouts.length === 0) problems.push(`${label}: acknowledged but no payout recorded`);
  for (const payout of payouts) {
    if (payout.status !== 'confirmed' || !(await onChain(payout.signature))) {
      problems.push(`${label}: payout ${payout.dedupe_key} is ${payout.status}, not landed`);
    }
  }
  if (answered.status === 'confirmed' && !(await onChain(answered.signature))) {
    problems.push(`${label}: answered confirmed with ${answered.signature}, not on chain`);
  }
  return problems;
}
