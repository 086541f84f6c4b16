import { assertConservation } from '../conservation.ts';
import type { Acknowledged } from '../crash/burst.ts';
import { checkAcknowledged } from '../crash/verify.ts';
import type { Cluster } from './cluster.ts';
import { eachLimited } from './each-limited.ts';
import { type Settled, settleOnNode } from './settle-on-node.ts';
import { type AccrualFigures, checkDailyAccrual } from './verify-accrual.ts';
import { checkStakes, type StakeFigures } from './verify-stakes.ts';

export interface ClusterVerdict {
  problems: string[];
  stakes: StakeFigures;
  accrual: AccrualFigures;
  /** WLO base units on chain: the staking vault, all in existence, and what the players hold. */
  ledger: { vault: bigint; supply: bigint; players: bigint | null };
  settled: Settled;
}

/**
 * With the API processes stopped: opens the game's services in this process
 * on the cluster's database and node, lets the reconcilers finish what the
 * kill interrupted, then checks stakes, payouts, players' balances, the
 * daily accrual, every answer of 200, and the conservation of WLO.
 */
export async function verifyCluster(
  cluster: Cluster,
  players: ReadonlyMap<string, bigint>,
  acknowledged: readonly Acknowledged[],
): Promise<ClusterVerdict> {
  const services = await cluster.openServices();
  try {
    const settled = await settleOnNode(services, cluster.node.rpcUrl);
    const stakes = await checkStakes(services, players);
    const accrual = await checkDailyAccrual(services);
    const problems = [...stakes.problems, ...accrual.problems];
    if (settled.open > 0) problems.push(`${settled.open} payouts or payments still in flight after settling`);
    await eachLimited(acknowledged, 16, async (answer) => {
      problems.push(...(await checkAcknowledged(services, answer)));
    });
    try {
      await assertConservation(services);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
    const report = await services.audit.ledger({ countHolders: true });
    const ledger = { vault: report.pools.stakingVault, supply: report.supply, players: report.players };
    return { problems, stakes: stakes.figures, accrual: accrual.figures, ledger, settled };
  } finally {
    await services.close();
  }
}
