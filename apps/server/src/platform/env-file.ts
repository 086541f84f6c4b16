import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The env file named by `--env <file>` (or `--env=<file>`) among the
 * arguments, else by ENV_FILE; undefined when neither is given.
 */
export function envFileOf(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  for (const [index, argument] of argv.entries()) {
    if (argument === '--env') {
      const file = argv[index + 1];
      if (!file || file.startsWith('--')) throw new Error('--env needs a file: --env <file>');
      return file;
    }
    if (argument.startsWith('--env=')) return argument.slice('--env='.length);
  }
  return env.ENV_FILE?.trim() || undefined;
}

/**
 * Fills `env` from the env file the arguments or ENV_FILE name (plain
 * `KEY=value` lines, node:util parseEnv). A variable already set in the
 * environment wins over the file's, so one value can be changed for one run
 * without editing the file. Returns the file read, if any.
 */
export function loadEnvFile(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const file = envFileOf(argv, env);
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`The env file ${path.resolve(file)} cannot be read (${reason})`);
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (env[name] === undefined && value !== undefined) env[name] = value;
  }
  return path.resolve(file);
}
