/**
 * Bundle budget: the gzip size of the JavaScript the home route loads before any
 * interaction. Reads the built dist/index.html, takes its module script and modulepreload
 * tags, follows the static imports of those chunks (not dynamic `import()`: lazy pages and
 * the wallet runtime load later), gzips each file with node:zlib and adds them up.
 *
 * A first visit also loads the preloader and intro splash (their own chunk, named after
 * IntroGate.tsx) before the app can be used: that total has a budget of its own.
 *
 *   npm run build && npx tsx bench/bundle-size.ts [distDir]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Issue 20's 100 kB (kB = 1000 bytes, as Vite reports sizes). The home route measured 96.7 kB
 * once lib/router replaced react-router (108.9 kB before).
 */
export const HOME_BUNDLE_BUDGET_BYTES = 100 * 1000;

/**
 * A first visit (home route + preloader and intro, which only a new visitor sees): 110 kB.
 * It measured 105.1 kB with the 96.7 kB home route.
 */
export const FIRST_VISIT_BUDGET_BYTES = 110 * 1000;

/** The preloader and intro splash's chunk: Vite names it after apps/web/src/features/intro/components/IntroGate.tsx. */
const INTRO_CHUNK = /^IntroGate-[\w-]+\.js$/;
/** The wallet runtime's chunk, named after apps/web/src/lib/wallet/runtime/wallet-runtime.ts. */
const WALLET_RUNTIME_CHUNK = /^wallet-runtime-[\w-]+\.js$/;
/** The Mobile Wallet Adapter's chunk (Android only), after lib/wallet/runtime/mobile-wallet-registration.ts. */
const MOBILE_WALLET_CHUNK = /^mobile-wallet-registration-[\w-]+\.js$/;

export interface BundleFile {
  /** Path relative to the dist directory. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstVisitReport {
  /** The files a first visit loads on top of the home route's. */
  files: BundleFile[];
  /** Home route and first-visit files together. */
  totalGzipBytes: number;
}

/** JavaScript that loads later, on top of the home route's (which it shares). */
export interface LazyChunkReport {
  files: BundleFile[];
  totalGzipBytes: number;
}

export interface WalletRuntimeReport {
  /** The wallet code a first wallet click (or a restored session) loads. */
  runtime: LazyChunkReport;
  /** What an Android phone adds for the Mobile Wallet Adapter; null when the build has no such chunk. */
  mobileWallet: LazyChunkReport | null;
}

export interface HomeBundleReport {
  distDir: string;
  files: BundleFile[];
  totalBytes: number;
  totalGzipBytes: number;
  /** Null when the build has no intro chunk. */
  firstVisit: FirstVisitReport | null;
  /** Null when the build has no wallet runtime chunk. */
  wallet: WalletRuntimeReport | null;
  budgetBytes: number;
  /** The home route, and a first visit with the preloader and intro, both fit the budget. */
  withinBudget: boolean;
}

const SCRIPT_TAG = /<script\b[^>]*\btype=["']module["'][^>]*>/gi;
const PRELOAD_TAG = /<link\b[^>]*\brel=["']modulepreload["'][^>]*>/gi;
/** `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"` — never `import(`. */
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?["']([^"'\n]+)["']/g;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}=["']([^"']+)["']`, 'i').exec(tag);
  return match?.[1] ?? null;
}

function entryUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(SCRIPT_TAG) ?? []) {
    const src = attribute(tag, 'src');
    if (src) urls.push(src);
  }
  for (const tag of html.match(PRELOAD_TAG) ?? []) {
    const href = attribute(tag, 'href');
    if (href) urls.push(href);
  }
  return urls;
}

function isLocal(url: string): boolean {
  return !/^[a-z]+:/i.test(url) && !url.startsWith('//');
}

/** Absolute file path of a script URL found in index.html (relative to dist) or in a chunk. */
function resolveUrl(distDir: string, url: string, fromFile: string | null): string {
  const clean = url.split(/[?#]/)[0] ?? url;
  if (clean.startsWith('/')) return path.join(distDir, clean);
  return path.resolve(fromFile ? path.dirname(fromFile) : distDir, clean);
}

function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const specifier = match[1];
    if (specifier && (specifier.startsWith('.') || specifier.startsWith('/'))) specifiers.push(specifier);
  }
  return specifiers;
}

/** The files `start` loads, following static imports, except those already `seen`. */
function collectStaticGraph(root: string, start: string[], seen: Set<string>): BundleFile[] {
  const queue = [...start];
  const files: BundleFile[] = [];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    if (!existsSync(file)) throw new Error(`${file} is referenced by the home route but missing`);
    const content = readFileSync(file);
    files.push({
      file: path.relative(root, file),
      bytes: content.length,
      gzipBytes: gzipSync(content).length,
    });
    for (const specifier of staticImports(content.toString('utf8'))) {
      queue.push(resolveUrl(root, specifier, file));
    }
  }
  return files;
}

/** The chunk whose file name matches, if the build has one. */
function chunkNamed(root: string, pattern: RegExp): string | null {
  const assets = path.join(root, 'assets');
  if (!existsSync(assets)) return null;
  const file = readdirSync(assets).find((name) => pattern.test(name));
  return file ? path.join(assets, file) : null;
}

const sumGzip = (files: BundleFile[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0);

/** A lazy chunk and the files it imports that the home route has not loaded already. */
function lazyChunk(
  root: string,
  file: string | null,
  homeFiles: ReadonlySet<string>,
): LazyChunkReport | null {
  if (!file) return null;
  const files = collectStaticGraph(root, [file], new Set(homeFiles));
  return { files, totalGzipBytes: sumGzip(files) };
}

function measureWallet(root: string, homeFiles: ReadonlySet<string>): WalletRuntimeReport | null {
  const runtime = lazyChunk(root, chunkNamed(root, WALLET_RUNTIME_CHUNK), homeFiles);
  if (!runtime) return null;
  const loaded = new Set([...homeFiles, ...runtime.files.map((f) => path.join(root, f.file))]);
  return { runtime, mobileWallet: lazyChunk(root, chunkNamed(root, MOBILE_WALLET_CHUNK), loaded) };
}

export function measureHomeBundle(distDir: string): HomeBundleReport {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} not found: build the web app first (npm run build)`);
  }

  const seen = new Set<string>();
  const entries = entryUrls(readFileSync(indexHtml, 'utf8'))
    .filter(isLocal)
    .map((url) => resolveUrl(root, url, null));
  const files = collectStaticGraph(root, entries, seen);
  const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const totalGzipBytes = sumGzip(files);
  const wallet = measureWallet(root, seen);

  const intro = chunkNamed(root, INTRO_CHUNK);
  const firstVisitFiles = intro ? collectStaticGraph(root, [intro], seen) : null;
  const firstVisit = firstVisitFiles
    ? { files: firstVisitFiles, totalGzipBytes: totalGzipBytes + sumGzip(firstVisitFiles) }
    : null;

  return {
    distDir: root,
    files,
    totalBytes,
    totalGzipBytes,
    firstVisit,
    wallet,
    budgetBytes: HOME_BUNDLE_BUDGET_BYTES,
    withinBudget:
      totalGzipBytes <= HOME_BUNDLE_BUDGET_BYTES &&
      (firstVisit === null || firstVisit.totalGzipBytes <= FIRST_VISIT_BUDGET_BYTES),
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatHomeBundleReport(report: HomeBundleReport): string {
  const extra = report.firstVisit?.files ?? [];
  const width = Math.max(...[...report.files, ...extra].map((f) => f.file.length), 'file'.length);
  const row = (f: BundleFile) =>
    `  ${f.file.padEnd(width)}  ${kB(f.bytes).padStart(10)} raw  ${kB(f.gzipBytes).padStart(9)} gzip`;
  const spare = (total: number, budget = report.budgetBytes) =>
    total <= budget
      ? `within the ${kB(budget)} budget (${kB(budget - total)} to spare)`
      : `OVER the ${kB(budget)} budget by ${kB(total - budget)}`;
  const lines = [
    'Home route JavaScript loaded before any interaction (gzip):',
    ...report.files.map(row),
    `  ${'total'.padEnd(width)}  ${kB(report.totalBytes).padStart(10)} raw  ${kB(report.totalGzipBytes).padStart(9)} gzip: ${spare(report.totalGzipBytes)}`,
  ];
  if (report.firstVisit) {
    lines.push(
      'A first visit adds the preloader and intro splash:',
      ...report.firstVisit.files.map(row),
      `  ${'total'.padEnd(width)}  ${kB(report.firstVisit.totalGzipBytes).padStart(25)} gzip: ${spare(report.firstVisit.totalGzipBytes, FIRST_VISIT_BUDGET_BYTES)}`,
    );
  } else {
    lines.push('(No IntroGate chunk in this build: the first visit is not measured.)');
  }
  lines.push(...formatWalletRuntime(report.wallet));
  return lines.join('\n');
}

/** The wallet runtime's lines: its chunk and, for Android phones, the Mobile Wallet Adapter's. */
export function formatWalletRuntime(wallet: WalletRuntimeReport | null): string[] {
  if (!wallet) return ['(No wallet-runtime chunk in this build: the wallet code is not measured.)'];
  const names = (chunk: LazyChunkReport) => chunk.files.map((f) => f.file).join(', ');
  const lines = [
    `Wallet runtime, loaded on the first wallet action: ${kB(wallet.runtime.totalGzipBytes)} gzip (${names(wallet.runtime)})`,
  ];
  if (wallet.mobileWallet) {
    lines.push(
      `  Android phones add the Mobile Wallet Adapter: ${kB(wallet.mobileWallet.totalGzipBytes)} gzip (${names(wallet.mobileWallet)})`,
    );
  }
  return lines;
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
  try {
    const report = measureHomeBundle(distDir);
    console.log(formatHomeBundleReport(report));
    process.exitCode = report.withinBudget ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
