import { statSync } from 'node:fs';
import { type AppConfig, parseConfig } from '../../platform/config.ts';
import { type CheckResult, type DoctorCheck, type DoctorContext, fail, ok, reasonOf, warn } from './check.ts';
import { connectDoctorDatabase } from './checks/database.ts';
import { DOCTOR_CHECKS } from './checks.ts';
import { openDoctorRpc, rpcHostOf } from './rpc.ts';

/** Every check against the configuration in `env`; a configuration that does not parse is one fail per variable. */
export async function runDoctor(env: NodeJS.ProcessEnv = process.env): Promise<CheckResult[]> {
  const parsed = parseConfig(env);
  if ('problems' in parsed) {
    return parsed.problems.map((problem) =>
      fail(
        `config ${problem.variable}`,
        problem.message,
        `correct ${problem.variable} in the env file or the environment`,
      ),
    );
  }
  const { config } = parsed;
  const database = await connectDoctorDatabase(config.databaseUrl);
  try {
    return [configLine(config), ...(await runChecks(DOCTOR_CHECKS, doctorContext(config, database)))];
  } finally {
    if (database && 'handle' in database) await database.handle.close();
  }
}

export function doctorContext(config: AppConfig, database: DoctorContext['database']): DoctorContext {
  return {
    config,
    rpc: config.solanaRpcUrl ? openDoctorRpc(config.solanaRpcUrl) : undefined,
    rpcAnswered: false,
    database,
  };
}

/** Runs the checks in order (the RPC check first tells the chain checks whether the node answered). */
export async function runChecks(
  checks: readonly DoctorCheck[],
  context: DoctorContext,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    try {
      results.push(...(await check.run(context)));
    } catch (error) {
      results.push(
        fail(check.name, `the check could not run: ${reasonOf(error)}`, 'see the detail; run npm run doctor'),
      );
    }
  }
  return results;
}

function configLine(config: AppConfig): CheckResult {
  const chain = config.solanaRpcUrl ? `RPC at ${rpcHostOf(config.solanaRpcUrl)}` : 'the embedded chain';
  const database = config.databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
  return ok('config', `parses: ${config.network}, ${chain}, ${database}${config.redisUrl ? ', Redis' : ''}`);
}

/** The env file holds every secret: readable by anyone but its owner is a warn. */
export function envFileLine(file: string): CheckResult {
  const mode = statSync(file).mode & 0o777;
  const shown = `0${mode.toString(8)}`;
  if ((mode & 0o077) !== 0) {
    return warn(
      'env file',
      `${file} has mode ${shown}: others on this machine can read its keys`,
      `chmod 600 ${file}`,
    );
  }
  return ok('env file', `${file} (mode ${shown}; variables already in the environment win over it)`);
}
