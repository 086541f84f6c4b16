import { loadEnvFile } from '../../platform/env-file.ts';
import { fail, reasonOf } from './check.ts';
import { formatResult, formatSummary, hasFailure } from './print.ts';
import { envFileLine, runDoctor } from './run.ts';

/**
 * `npm run doctor [-- --env <file>]`: one line per check, exit code 0 only
 * when none fails. Reads the configuration as npm start does (the env file
 * fills what the environment leaves unset).
 */
async function main(): Promise<number> {
  let file: string | undefined;
  try {
    file = loadEnvFile();
  } catch (error) {
    console.log(formatResult(fail('env file', reasonOf(error), 'give an existing file: --env <file>')));
    return 1;
  }
  const results = [...(file ? [envFileLine(file)] : []), ...(await runDoctor(process.env))];
  for (const result of results) console.log(formatResult(result));
  console.log(formatSummary(results));
  return hasFailure(results) ? 1 : 0;
}

process.exitCode = await main();
