import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Next to the embedded keys (keys.json) in DATA_DIR. */
export const COOKIE_SECRET_FILE = 'visitor-cookie.secret';

/**
 * The key that signs visitor cookies: from configuration in production (every
 * API process is given the same); else kept in DATA_DIR, created once by the
 * first process that needs it (written aside, then linked into place, so
 * processes starting together all read the one that won); else, with no data
 * directory (tests in memory), a fresh one. Never logged.
 */
export async function loadCookieSecret(options: {
  configured: string | undefined;
  dataDir: string | undefined;
}): Promise<Buffer> {
  if (options.configured !== undefined) return Buffer.from(options.configured, 'utf8');
  if (options.dataDir === undefined) return randomBytes(32);
  await mkdir(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, COOKIE_SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(aside, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(aside);
  }
  const secret = await readSecretFile(file);
  if (!secret) throw new Error(`${file} is empty: remove it and start again`);
  return secret;
}

async function readSecretFile(file: string): Promise<Buffer | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text === '' ? undefined : Buffer.from(text, 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
