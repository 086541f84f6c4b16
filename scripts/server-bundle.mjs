// The API server as one prebuilt ES module (apps/server/dist/main.mjs), which
// `npm start` runs with plain node: loading ~270 TypeScript modules through
// tsx's loader thread, then ~800 files of node_modules one by one, took
// seconds of CPU at every start. The game's code, the workspace packages and
// most dependencies are bundled (EXTERNAL below stay imports). Rebuilt
// (esbuild, a few seconds) only when one of its inputs changed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const outDir = path.join(serverDir, 'dist');
const inputsFile = path.join(outDir, 'inputs.json');
const ENTRIES = { main: path.join(serverDir, 'src/main.ts') };
export const SERVER_BUNDLE = path.join(outDir, 'main.mjs');

/** The inputs the last build read, relative to the root; undefined when there is no whole build. */
function lastInputs() {
  if (!existsSync(inputsFile)) return undefined;
  const outputs = Object.keys(ENTRIES).map((name) => path.join(outDir, `${name}.mjs`));
  if (!outputs.every((file) => existsSync(file))) return undefined;
  return JSON.parse(readFileSync(inputsFile, 'utf8'));
}

/**
 * True when the bundle is missing or older than one of its inputs (this file
 * included). Packages count as changed when npm last wrote node_modules
 * (its .package-lock.json), which saves a stat of each of their ~800 files.
 */
export function serverBundleIsStale() {
  const inputs = lastInputs();
  if (!inputs) return true;
  const built = statSync(inputsFile).mtimeMs;
  const sources = inputs.filter((input) => !input.split('/').includes('node_modules'));
  const installed = path.join(root, 'node_modules/.package-lock.json');
  return [...sources.map((input) => path.join(root, input)), installed, import.meta.filename].some(
    (file) => !existsSync(file) || statSync(file).mtimeMs > built,
  );
}

/**
 * Packages loaded from node_modules as they are: PGlite and LiteSVM find
 * their WASM and native files beside themselves, pino its worker files, and
 * the PostgreSQL and Redis clients are only for production's adapters.
 */
const EXTERNAL = ['@electric-sql/pglite', 'litesvm', 'pino', 'thread-stream', 'pg', 'pg-native', 'ioredis'];

/**
 * Each source file keeps its own directory as import.meta.dirname (the
 * server finds its migrations and the repository from it), and every bare
 * import but the workspace packages (TypeScript sources) stays external.
 */
const sourcePaths = {
  name: 'wos-source-paths',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.some((name) => args.path === name || args.path.startsWith(`${name}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
    build.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.dirname',
        JSON.stringify(path.dirname(args.path)),
      ),
      loader: 'ts',
    }));
  },
};

/** The build this process is running: callers at the same moment (a test starting two servers) share it. */
let building;

/** Builds the bundle when stale; returns its path and whether it was built. */
export function ensureServerBundle() {
  if (!serverBundleIsStale()) return Promise.resolve({ entry: SERVER_BUNDLE, built: false });
  building ??= build().finally(() => {
    building = undefined;
  });
  return building;
}

/**
 * One build. Two at once in one process would share the staging directory
 * and the esbuild service (the first to finish stops it under the other).
 */
async function build() {
  const esbuild = await import('esbuild');
  // A source saved while esbuild reads it is newer than this, so the next start builds again.
  const started = new Date();
  // Built beside, then moved in file by file (the inputs list last), so a reader never sees half a build.
  const staging = path.join(outDir, `.build-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ENTRIES,
      outdir: staging,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      // What the server imports only when needed (the PostgreSQL and Redis adapters) stays in chunks of its own.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      // Bundled CommonJS packages require Node's built-ins.
      banner: {
        js: "import { createRequire as __wosRequire } from 'node:module'; const require = __wosRequire(import.meta.url);",
      },
      metafile: true,
      logLevel: 'warning',
      plugins: [sourcePaths],
    });
    // Chunks first (their names are content hashes, so a running server's stay valid), entries last.
    // The metafile's paths are relative to the root (absWorkingDir), not to this process's directory.
    const outputs = Object.keys(result.metafile.outputs).map((output) =>
      path.relative(staging, path.resolve(root, output)),
    );
    const entries = new Set(Object.keys(ENTRIES).flatMap((name) => [`${name}.mjs`, `${name}.mjs.map`]));
    await mkdir(path.join(outDir, 'chunks'), { recursive: true });
    for (const file of [...outputs.filter((o) => !entries.has(o)), ...entries]) {
      await rename(path.join(staging, file), path.join(outDir, file));
    }
    // Relative to the root (absWorkingDir).
    const inputs = Object.keys(result.metafile.inputs);
    await writeFile(path.join(staging, 'inputs.json'), JSON.stringify(inputs));
    await utimes(path.join(staging, 'inputs.json'), started, started);
    await rename(path.join(staging, 'inputs.json'), inputsFile);
    await pruneChunks(new Set(outputs));
  } finally {
    await rm(staging, { recursive: true, force: true });
    // Its service process would otherwise live as long as this one.
    await esbuild.stop();
  }
  return { entry: SERVER_BUNDLE, built: true };
}

/** Chunks of earlier builds, once no server started a day ago can still import them. */
async function pruneChunks(current) {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of await readdir(path.join(outDir, 'chunks'))) {
    const file = path.join(outDir, 'chunks', name);
    if (current.has(`chunks/${name}`)) continue;
    if ((await stat(file)).mtimeMs < dayAgo) await rm(file, { force: true });
  }
}
