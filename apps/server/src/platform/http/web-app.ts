import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BRAND } from '@wos/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${BRAND}</title></head>
<body style="background:#05060f;color:#e6e9ff;font-family:system-ui;text-align:center;padding:4rem">
<h1>${BRAND}</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></body></html>`;

/** Each page's document: `index.html` for `/`, `<path>/index.html` for the others (prerendered). */
const APP_DOCUMENT = 'index.html';

/** Vite's hashed output: a file's name changes whenever its content does. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The app shell names the current hashed assets, so a browser revalidates it every time. */
export const APP_SHELL_CACHE_CONTROL = 'no-cache';

/**
 * The cache policy of a file of the build, by its path relative to the dist directory
 * (the precompressed `.br`/`.gz` copy is cached as its original); undefined: @fastify/send's
 * default (public, max-age=0), for the public folder's unhashed files.
 */
export function cacheControlOf(relativePath: string): string | undefined {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file === APP_DOCUMENT || file.endsWith(`/${APP_DOCUMENT}`)) return APP_SHELL_CACHE_CONTROL;
  if (file.startsWith(`${HASHED_ASSETS_DIR}/`)) return IMMUTABLE_CACHE_CONTROL;
  return undefined;
}

/** A page path as the page's router matches it: case-insensitive, with or without a trailing slash. */
export function pageKeyOf(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, '$1');
}

/**
 * The prerendered documents of the build (apps/web/src/app/build/prerender-pages.ts): every
 * `<path>/index.html` outside the hashed assets, by the page path it was rendered for.
 */
export function pageDocumentsOf(distDir: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const entry of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (file.startsWith(`${HASHED_ASSETS_DIR}/`) || !file.endsWith(`/${APP_DOCUMENT}`)) continue;
    documents.set(pageKeyOf(`/${file.slice(0, -APP_DOCUMENT.length - 1)}`), file);
  }
  return documents;
}

/**
 * Serves the built page. A GET for an unknown path that wants HTML gets the
 * app (whose router redirects unknown paths to /); API clients get JSON 404.
 * Every text file of the build has `.br` and `.gz` copies made by the build
 * (apps/web/src/app/build/precompress.ts): the one the client accepts is sent
 * as it is, the app shell included; a client without Accept-Encoding gets the original.
 * A page with a prerendered document of its own (`/wlo-token` → `wlo-token/index.html`,
 * matched as the page's router matches) gets it, with the same headers; any other path
 * gets the home page's document, and the page's router takes it from there.
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The copies are sent in place of their original, never as files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, filePath) => {
        const cacheControl = cacheControlOf(path.relative(options.distDir, filePath));
        if (cacheControl) reply.header('cache-control', cacheControl);
      },
    });
  }

  const documents = built ? pageDocumentsOf(options.distDir) : new Map<string, string>();
  // rewritePageNavigation sends every navigation here: the address the browser asked for is
  // the original URL.
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) return reply.type('text/html').send(PLACEHOLDER);
    const pathname = (request.originalUrl.split('?', 1)[0] ?? '/').split('#', 1)[0] ?? '/';
    let key = pageKeyOf('/');
    try {
      key = pageKeyOf(decodeURIComponent(pathname));
    } catch {
      // A malformed escape: the home page's document.
    }
    return reply.sendFile(documents.get(key) ?? APP_DOCUMENT);
  };

  app.get('/', { schema: { hide: true } }, async (request, reply) => sendApp(request, reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return sendApp(request, reply);
    return reply
      .status(404)
      .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` });
  });
});
