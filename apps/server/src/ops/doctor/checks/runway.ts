import { address } from '@solana/kit';
import { fromBaseUnits, RUNWAY_FAIL_DAYS, RUNWAY_WARN_DAYS, WLO_DECIMALS } from '@wos/shared';
import { signerFromSecret } from '@wos/svm';
import { associatedTokenAddressSync } from '../../../chain/token.ts';
import { readRunway, runwaySourcesOf } from '../../economy/runway.ts';
import { type CheckResult, type DoctorCheck, fail, ok, reasonOf, warn } from '../check.ts';

const NAME = 'runway stakingRewards';

const TOP_UP = 'transfer WLO to the staking rewards pool (the /admin console shows its address and runway)';

/**
 * The staking rewards pool's runway at today's accrual (ops/economy/runway.ts,
 * the figure the console and wos_pool_runway_days show): its WLO on chain,
 * less what players earned and were not paid, over what a day of accrual adds.
 */
export const runwayCheck: DoctorCheck = {
  name: NAME,
  async run({ config, rpc, database }): Promise<CheckResult[]> {
    if (!database || 'error' in database) {
      return [ok(NAME, 'not read: it needs the database (npm start reads it on the database it opens)')];
    }
    const mint = config.keys.wloMint;
    const secret = config.keys.pools.stakingRewards;
    if (!rpc || !mint || !secret) {
      return [ok(NAME, 'the game makes its own pools at first start: the genesis plan funds them')];
    }
    try {
      const pool = (await signerFromSecret(secret)).address;
      const account = associatedTokenAddressSync(pool, address(mint));
      const balance = rpc
        .getTokenAccountBalance(account, { commitment: 'confirmed' })
        .send({ abortSignal: AbortSignal.timeout(config.solanaRpcTimeoutMs) })
        .then(({ value }) => BigInt(value.amount));
      const {
        days,
        perDay,
        balance: held,
        owed,
      } = await readRunway('stakingRewards', runwaySourcesOf(database.handle.db, []), balance);
      const wlo = (units: bigint) => `${fromBaseUnits(units, WLO_DECIMALS).toLocaleString('en-US')} WLO`;
      if (days === null) return [ok(NAME, `nothing accrues yet; the pool holds ${wlo(held)}`)];
      const detail = `${days.toFixed(1)} days at ${wlo(perDay)} a day (holds ${wlo(held)}, owes ${wlo(owed)})`;
      if (days < RUNWAY_FAIL_DAYS) return [fail(NAME, detail, TOP_UP)];
      if (days < RUNWAY_WARN_DAYS) return [warn(NAME, detail, TOP_UP)];
      return [ok(NAME, detail)];
    } catch (error) {
      return [warn(NAME, `not read: ${reasonOf(error)}`, 'fix the rpc, mint and pools checks first')];
    }
  },
};
