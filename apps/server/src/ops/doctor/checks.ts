import type { DoctorCheck } from './check.ts';
import { databaseCheck } from './checks/database.ts';
import { mintCheck } from './checks/mint.ts';
import { poolsCheck } from './checks/pools.ts';
import { publicOriginCheck } from './checks/public-origin.ts';
import { redisCheck } from './checks/redis.ts';
import { rpcCheck } from './checks/rpc.ts';
import { runwayCheck } from './checks/runway.ts';
import { secretsCheck } from './checks/secrets.ts';

/**
 * The checks that read the database; npm start runs them once it has opened
 * it (and applied its migrations), the others before. The runway reads the
 * stakes, so it is one of them.
 */
export const DATABASE_CHECKS: readonly DoctorCheck[] = [databaseCheck, runwayCheck];

/** Every check, in the order the report prints them (the configuration's own lines come first). */
export const DOCTOR_CHECKS: readonly DoctorCheck[] = [
  rpcCheck,
  mintCheck,
  poolsCheck,
  ...DATABASE_CHECKS,
  redisCheck,
  secretsCheck,
  publicOriginCheck,
];

/** What npm start checks before opening anything. */
export const PRE_OPEN_CHECKS: readonly DoctorCheck[] = DOCTOR_CHECKS.filter(
  (check) => !DATABASE_CHECKS.includes(check),
);
