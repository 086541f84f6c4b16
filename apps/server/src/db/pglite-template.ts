import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';

/**
 * A fresh PGlite data directory starts as a copy of a template: a directory
 * PGlite initialized and migrated once, then closed cleanly. PGlite's initdb
 * costs seconds of CPU and grows its WASM heap to most of a gigabyte, which
 * the process keeps; a copy costs a few hundred milliseconds and the server
 * then opens it as it opens any existing directory. The template is built in
 * a child process, so that heap never lives in the server.
 *
 * A database held in memory (tests, benchmarks) starts from the same state
 * kept as an image: PGlite's dump of its data directory (an uncompressed tar),
 * which PGlite loads in 1–2 s of CPU where initdb takes about 6.6 s.
 *
 * A template is named by the hash of what made it (PGlite's version and the
 * migrations), so a changed migration makes a new one; the server still runs
 * the migrator on the copy, which finds nothing to do.
 */

/** Bump when the way a template is made changes. */
const TEMPLATE_FORMAT = 1;
const TEMPLATE_PREFIX = 'pgdata-';
const IMAGE_PREFIX = 'pgimage-';
/** Another process may still be copying an older template: only remove old ones. */
const PRUNE_AFTER_MS = 24 * 3600_000;
const LOCK_POLL_MS = 200;
/** A build takes seconds; a lock this old was left by a process that hung or died. */
const LOCK_STALE_MS = 10 * 60_000;

export interface TemplateOptions {
  /** Where templates are kept, one per key (e.g. node_modules/.cache/…). */
  cacheDir: string;
  migrationsFolder: string;
}

/** The template's name: PGlite's version, the migrations the drizzle migrator reads, and the format. */
export async function templateKey(migrationsFolder: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`format ${TEMPLATE_FORMAT}\npglite ${await pgliteVersion()}\n`);
  const journal = path.join(migrationsFolder, 'meta', '_journal.json');
  const sqlFiles = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql')).sort();
  for (const file of [journal, ...sqlFiles.map((name) => path.join(migrationsFolder, name))]) {
    hash.update(`${path.relative(migrationsFolder, file)}\n`);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function pgliteVersion(): Promise<string> {
  // The package does not export its package.json: find it beside its entry.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

/**
 * Makes `pgdata` (absent or an empty directory) a copy of the current
 * template, building the template first when there is none. Whatever is
 * copied appears under `pgdata` at once (a rename) or not at all.
 */
export async function seedFromTemplate(pgdata: string, options: TemplateOptions): Promise<void> {
  const template = await ensureTemplate(options);
  const parent = path.dirname(pgdata);
  await mkdir(parent, { recursive: true });
  await removeLeftovers(parent, `${path.basename(pgdata)}.seeding-`);
  const staging = `${pgdata}.seeding-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await copyTree(template, staging);
    if (existsSync(pgdata)) await rmdir(pgdata);
    await rename(staging, pgdata);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** True when `pgdata` holds nothing yet, so a template may become it. */
export async function isEmptyDataDir(pgdata: string): Promise<boolean> {
  if (!existsSync(pgdata)) return true;
  return (await readdir(pgdata)).length === 0;
}

/**
 * The current template's image, for `new PGlite({ loadDataDir })` in memory,
 * building it first when there is none.
 */
export async function templateImage(options: TemplateOptions): Promise<Blob> {
  return new Blob([await readFile(await ensureBuilt(options, 'image'))]);
}

function ensureTemplate(options: TemplateOptions): Promise<string> {
  return ensureBuilt(options, 'directory');
}

type TemplateKind = 'directory' | 'image';

async function ensureBuilt(
  { cacheDir, migrationsFolder }: TemplateOptions,
  kind: TemplateKind,
): Promise<string> {
  const key = await templateKey(migrationsFolder);
  const template = path.join(
    cacheDir,
    kind === 'image' ? `${IMAGE_PREFIX}${key}.tar` : `${TEMPLATE_PREFIX}${key}`,
  );
  // A template appears by rename once complete, so one that exists is whole.
  const complete = () => existsSync(kind === 'image' ? template : path.join(template, 'PG_VERSION'));
  await mkdir(cacheDir, { recursive: true });
  // Processes starting together (tests, a cluster of first starts) build it once; the others wait.
  const lock = path.join(cacheDir, kind === 'image' ? `.lock-image-${key}` : `.lock-${key}`);
  for (;;) {
    if (complete()) return template;
    if (await tryLock(lock)) break;
    await setTimeout(LOCK_POLL_MS);
  }
  const staging = path.join(cacheDir, `.building-${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    if (!complete()) {
      await buildInChild(staging, migrationsFolder, kind);
      await rename(staging, template);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(lock, { recursive: true, force: true });
  }
  await pruneOldTemplates(cacheDir, key);
  return template;
}

/** Takes the build lock (a directory naming its holder), or clears it when its holder is gone. */
async function tryLock(lock: string): Promise<boolean> {
  try {
    await mkdir(lock);
    await writeFile(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const holder = Number(await readFile(path.join(lock, 'pid'), 'utf8').catch(() => ''));
  const { mtimeMs } = await stat(lock).catch(() => ({ mtimeMs: Date.now() }));
  // No pid yet: the holder is between its two steps, unless that was long ago.
  const gone = holder ? !isAlive(holder) : Date.now() - mtimeMs > LOCK_STALE_MS;
  if (gone || Date.now() - mtimeMs > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs pglite-template-build.mjs in its own process: initdb's heap dies with it. */
async function buildInChild(target: string, migrationsFolder: string, kind: TemplateKind): Promise<void> {
  // import.meta.dirname is this source's directory, in npm start's bundle too (scripts/server-bundle.mjs).
  const script = path.join(import.meta.dirname, 'pglite-template-build.mjs');
  const args = [script, target, migrationsFolder, ...(kind === 'image' ? ['--image'] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`building the PGlite template failed (exit ${code}): ${stderr.trim()}`);
}

async function copyTree(from: string, to: string): Promise<void> {
  await mkdir(to);
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) => {
      const source = path.join(from, entry.name);
      const target = path.join(to, entry.name);
      // A copy-on-write clone where the file system offers one, else a plain copy.
      return entry.isDirectory()
        ? copyTree(source, target)
        : copyFile(source, target, constants.COPYFILE_FICLONE);
    }),
  );
}

/** Copies a killed process left behind (they never became a data directory). */
async function removeLeftovers(parent: string, prefix: string): Promise<void> {
  for (const name of await readdir(parent)) {
    if (name.startsWith(prefix)) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

/** Removes old templates and images of other keys: the current key's directory and image both stay. */
async function pruneOldTemplates(cacheDir: string, currentKey: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(cacheDir)) {
    const entry = path.join(cacheDir, name);
    const built = [TEMPLATE_PREFIX, IMAGE_PREFIX, '.building-'].some((prefix) => name.startsWith(prefix));
    if (
      !built ||
      name.startsWith(`${TEMPLATE_PREFIX}${currentKey}`) ||
      name.startsWith(`${IMAGE_PREFIX}${currentKey}`)
    )
      continue;
    const { mtimeMs } = await stat(entry).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > PRUNE_AFTER_MS) await rm(entry, { recursive: true, force: true });
  }
}
