import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/database.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { CheckResult } from './check.ts';
import { DATABASE_CHECKS, PRE_OPEN_CHECKS } from './checks.ts';
import { doctorContext, runChecks } from './run.ts';

/**
 * npm start's share of the doctor: the checks before anything opens. A warn
 * is logged; a fail refuses the start, naming the check.
 */
export async function checkBeforeStart(config: AppConfig, log: Logger): Promise<void> {
  refuseOnFailure(await runChecks(PRE_OPEN_CHECKS, doctorContext(config, undefined)), log);
}

/** The database checks, on the database the start just opened (its migrations applied). */
export async function checkOpenedDatabase(
  config: AppConfig,
  database: DatabaseHandle,
  log: Logger,
): Promise<void> {
  refuseOnFailure(await runChecks(DATABASE_CHECKS, doctorContext(config, { handle: database })), log);
}

function refuseOnFailure(results: readonly CheckResult[], log: Logger): void {
  for (const result of results) {
    if (result.status === 'warn')
      log.warn({ check: result.name, fix: result.fix }, `doctor: ${result.detail}`);
  }
  const failures = results.filter((result) => result.status === 'fail');
  if (failures.length === 0) return;
  const lines = failures.map(
    (result) => `  the ${result.name} check failed: ${result.detail} (fix: ${result.fix})`,
  );
  throw new Error(`Refusing to start (npm run doctor lists every check):\n${lines.join('\n')}`);
}
