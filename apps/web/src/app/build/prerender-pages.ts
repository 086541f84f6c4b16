/**
 * The build's last step (`npm run build`, after the page's build and its prerender entry's
 * Node build): every page of the route table is rendered with react-dom/server from the same
 * components as the browser's and written into a document of its own, `dist/index.html` for
 * `/` and `dist/<path>/index.html` for the others, with brotli and gzip copies. Each document
 * is Vite's index.html with:
 * - the page's HTML in #root, marked with the page's path (`data-route`, which main.tsx checks
 *   before it hydrates) and the day it was rendered on (`data-day`, for the dates it shows);
 * - the first-paint script inline at the top of <head>, after the charset (@wos/shared; the server's CSP allows
 *   it by hash), which hides the page for a first visit until the preloader covers it;
 * - every stylesheet the page needs inline (the entry's in place of its links, then the page
 *   chunk's), so the first paint, the page's largest
 *   contentful paint, waits on no request (a stylesheet link waited behind some twenty
 *   module preloads for a connection), each with a disabled link to its file, which tells
 *   Vite's module loader not to fetch it again;
 * - a modulepreload of the page's chunk, so it downloads while the document parses (main.tsx
 *   loads it before hydrating);
 * - `<meta name="robots" content="noindex">` for a page the route table keeps out of search
 *   engines (the operator console).
 * docs/architecture.md §6.5. Runs in Node only: `tsx src/app/build/prerender-pages.ts`.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_PAINT_SCRIPT } from '@wos/shared';
import { dayKeyOf, PRERENDER_DAY_ATTRIBUTE } from '../../lib/hooks/useToday.ts';
import type { PrerenderedPage } from '../prerender/entry-server.tsx';
import { PRERENDERED_ROUTE_ATTRIBUTE } from '../prerender/prerendered-route.ts';
import { compressAsset, PRECOMPRESSED_SUFFIXES } from './precompress.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../..');
const DIST = path.join(WEB_ROOT, 'dist');
const SSR_ENTRY = path.join(WEB_ROOT, 'dist-ssr/entry-server.js');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const PAGE_LOADERS_SOURCE = path.join(WEB_ROOT, 'src/app/routes/page-loaders.ts');
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The link that holds the first frame until the element it names is parsed. Chromium lets the
 * frame go once that element is in the document, so it must come after #root, not be #root.
 */
const PAINT_HOLD = /<link rel="expect" href="#([\w-]+)" blocking="render" \/>/;

/** One chunk of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The source module of each page with a chunk of its own, by route id, read from
 * page-loaders.ts's `id: () => import('…')` lines (the one place that names them).
 */
async function pageModules(): Promise<Map<string, string>> {
  const source = await readFile(PAGE_LOADERS_SOURCE, 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('([^']+)'\)/gm)) {
    const [, id, specifier] = match;
    if (!id || !specifier) continue;
    const file = path.resolve(path.dirname(PAGE_LOADERS_SOURCE), specifier);
    modules.set(id, path.relative(WEB_ROOT, file).split(path.sep).join('/'));
  }
  return modules;
}

/** A chunk's own stylesheets and code with those of the chunks it imports, the entry's left out. */
function chunkFiles(manifest: Manifest, key: string): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk || chunk.isEntry || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { css: [...css], js: [...js] };
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * A stylesheet inline, with a disabled link to its file: a disabled link is never fetched nor
 * applied, but Vite's module loader finds it and does not fetch the file again when a chunk
 * that needs it loads (it would, and wait for it before the chunk runs).
 */
function inlineStyle(file: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${file} holds </style>: it cannot be inlined`);
  return `<style>${css.trim()}</style><link rel="stylesheet" href="/${file}" disabled>`;
}

/** The template with each of its stylesheet links replaced by the stylesheet itself. */
async function inlineStylesheets(
  template: string,
  readCss: (file: string) => Promise<string>,
): Promise<string> {
  let inlined = template;
  for (const [link, file] of template.matchAll(STYLESHEET_LINK)) {
    if (!file) continue;
    const style = inlineStyle(file, await readCss(file));
    inlined = inlined.replace(link, () => style);
  }
  return inlined;
}

/**
 * A prerendered page must not be painted half parsed: a frame in the middle of the document
 * shows the part above the parser, and what is parsed next can push it down (a layout shift
 * no script caused, docs/architecture.md section 6.5).
 */
function assertPaintWaitsForRoot(template: string): void {
  const target = PAINT_HOLD.exec(template)?.[1];
  const root = template.indexOf(EMPTY_ROOT);
  if (!target || template.indexOf(` id="${target}"`, root + EMPTY_ROOT.length) < 0) {
    throw new Error(
      'index.html must hold its first frame until #root is parsed: <link rel="expect" href="#…" ' +
        'blocking="render" /> in <head>, naming an element after #root',
    );
  }
}

/** Vite's index.html (its stylesheets inlined) with one page in it. */
export function pageDocument(
  template: string,
  page: {
    path: string;
    html: string;
    css: readonly { file: string; text: string }[];
    js: readonly string[];
    day: string;
    noindex?: boolean;
  },
): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT}`);
  assertPaintWaitsForRoot(template);
  const head = [
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...page.css.map(({ file, text }) => inlineStyle(file, text)),
    ...page.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const root =
    `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeAttribute(page.path)}" ` +
    `${PRERENDER_DAY_ATTRIBUTE}="${page.day}">${page.html}</div>`;
  return template
    .replace(
      /<meta charset="[^"]*" \/>/,
      (charset) => `${charset}\n    <script>${FIRST_PAINT_SCRIPT}</script>`,
    )
    .replace('</head>', head ? `  ${head}\n  </head>` : '</head>')
    .replace(EMPTY_ROOT, () => root);
}

async function writeDocument(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const bytes = Buffer.from(content);
  const compressed = await compressAsset(bytes);
  await Promise.all([
    writeFile(file, bytes),
    writeFile(file + PRECOMPRESSED_SUFFIXES.br, compressed.br),
    writeFile(file + PRECOMPRESSED_SUFFIXES.gzip, compressed.gzip),
  ]);
}

export async function prerenderPages(): Promise<void> {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run vite build first`);
  const readCss = (file: string) => readFile(path.join(DIST, file), 'utf8');
  const template = await inlineStylesheets(await readFile(path.join(DIST, 'index.html'), 'utf8'), readCss);
  const manifest = JSON.parse(await readFile(MANIFEST, 'utf8')) as Manifest;
  const modules = await pageModules();
  const entry = (await import(pathToFileURL(SSR_ENTRY).href)) as {
    renderPages(): Promise<PrerenderedPage[]>;
  };
  const day = dayKeyOf(new Date());
  const pages = await entry.renderPages();
  for (const page of pages) {
    let files: { css: string[]; js: string[] } = { css: [], js: [] };
    if (page.path !== '/') {
      const source = modules.get(page.id);
      if (!source || !manifest[source]) {
        throw new Error(`no chunk for page ${page.id} (${source ?? 'not in page-loaders.ts'})`);
      }
      files = chunkFiles(manifest, source);
    }
    const css = await Promise.all(files.css.map(async (file) => ({ file, text: await readCss(file) })));
    const document = pageDocument(template, { ...page, css, js: files.js, day });
    const file = page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`;
    await writeDocument(path.join(DIST, file), document);
    console.log(
      `prerendered ${page.path.padEnd(13)} → dist/${file} (${(page.html.length / 1000).toFixed(1)} kB of HTML)`,
    );
  }
  // The manifest was for this step only: the server does not serve it.
  await rm(path.join(DIST, '.vite'), { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  await prerenderPages();
}
