/**
 * Bundle budget: the gzip size of the JavaScript the home route loads before any
 * interaction. Reads the built dist/index.html, takes its module script and modulepreload
 * tags, follows the static imports of those chunks (not dynamic `import()`: lazy pages and
 * the wallet runtime load later), gzips each file with node:zlib and adds them up.
 *
 *   npm run build && npx tsx bench/bundle-size.ts [distDir]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 300 KB (kB = 1000 bytes, as Vite reports sizes). */
export const HOME_BUNDLE_BUDGET_BYTES = 300 * 1000;

export interface BundleFile {
  /** Path relative to the dist directory. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface HomeBundleReport {
  distDir: string;
  files: BundleFile[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetBytes: number;
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

export function measureHomeBundle(distDir: string): HomeBundleReport {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} not found: build the web app first (npm run build)`);
  }

  const queue = entryUrls(readFileSync(indexHtml, 'utf8'))
    .filter(isLocal)
    .map((url) => resolveUrl(root, url, null));
  const seen = new Set<string>();
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

  const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  return {
    distDir: root,
    files,
    totalBytes,
    totalGzipBytes,
    budgetBytes: HOME_BUNDLE_BUDGET_BYTES,
    withinBudget: totalGzipBytes <= HOME_BUNDLE_BUDGET_BYTES,
  };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatHomeBundleReport(report: HomeBundleReport): string {
  const width = Math.max(...report.files.map((f) => f.file.length), 'file'.length);
  const lines = [
    'Home route JavaScript loaded before any interaction (gzip):',
    ...report.files.map(
      (f) =>
        `  ${f.file.padEnd(width)}  ${kB(f.bytes).padStart(10)} raw  ${kB(f.gzipBytes).padStart(9)} gzip`,
    ),
    `  ${'total'.padEnd(width)}  ${kB(report.totalBytes).padStart(10)} raw  ${kB(report.totalGzipBytes).padStart(9)} gzip`,
    report.withinBudget
      ? `Within the ${kB(report.budgetBytes)} budget (${kB(report.budgetBytes - report.totalGzipBytes)} to spare).`
      : `OVER the ${kB(report.budgetBytes)} budget by ${kB(report.totalGzipBytes - report.budgetBytes)}.`,
  ];
  return lines.join('\n');
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
