import type { Services } from '../src/app/services.ts';
import { buybackProblems } from '../src/market/marketplace/instant-sell-audit.ts';

/**
 * The books must balance after every test file: minted − burned = supply =
 * players + pools (to the base unit, from the chain), the staking vault holds
 * exactly what the database says it owes, and every payment and payout the
 * database calls confirmed is confirmed on chain, and the treasury's buy-backs
 * kept their rules (no bound asset, no day over budget). In-flight work is settled
 * first, as the reconcilers would.
 */
export async function assertConservation(services: Services): Promise<void> {
  await services.intents.reconcile();
  await services.payouts.reconcile();
  const ledger = await services.audit.ledger({ countHolders: true });
  const signatures = await services.audit.auditSignatures();
  const problems = [
    ...ledger.problems,
    ...services.audit.mismatches().map((m) => `${m.source} ${m.id} confirmed but ${m.chainState} on chain`),
    ...(await buybackProblems(services.database.db)),
  ];
  if (problems.length > 0 || signatures.status !== 'ok') {
    throw new Error(`WLO is not conserved:\n  ${problems.join('\n  ')}`);
  }
}
