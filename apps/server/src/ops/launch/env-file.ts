import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';

/** An env file's variables, in the order they are written. */
export type EnvEntries = Map<string, string>;

/** The variables of a `KEY=value` file (node:util parseEnv); empty when there is no file. */
export async function readEnvFile(file: string): Promise<EnvEntries> {
  if (!existsSync(file)) return new Map();
  const parsed = parseEnv(await readFile(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(parsed));
}

/**
 * Writes the file whole or not at all: a temporary file beside it (mode 0600
 * from its creation, so a secret is never readable by others), synced, then
 * renamed over it. A kill at any instant leaves the old file or the new one.
 */
export async function writeEnvFile(
  file: string,
  entries: EnvEntries,
  header: readonly string[],
): Promise<void> {
  const lines = [
    ...header.map((line) => `# ${line}`),
    ...[...entries].map(([key, value]) => `${key}=${value}`),
  ];
  for (const [key, value] of entries) {
    if (!/^[A-Z_][A-Z0-9_]*$/.test(key) || /[\s#'"`]/.test(value)) {
      throw new Error(`${key} cannot be written as a plain KEY=value line`);
    }
  }
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(`${lines.join('\n')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await chmod(temporary, 0o600);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(path.dirname(file));
}

/** The rename itself survives a power cut only once the directory is synced. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
