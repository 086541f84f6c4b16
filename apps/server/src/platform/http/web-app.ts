import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BRAND } from '@wos/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${BRAND}</title></head>
<body style="background:#05060f;color:#e6e9ff;font-family:system-ui;text-align:center;padding:4rem">
<h1>${BRAND}</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></body></html>`;

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
  if (file === 'index.html') return APP_SHELL_CACHE_CONTROL;
  if (file.startsWith(`${HASHED_ASSETS_DIR}/`)) return IMMUTABLE_CACHE_CONTROL;
  return undefined;
}

/**
 * Serves the built page. A GET for an unknown path that wants HTML gets the
 * app (whose router redirects unknown paths to /); API clients get JSON 404.
 * Every text file of the build has `.br` and `.gz` copies made by the build
 * (apps/web/src/app/build/precompress.ts): the one the client accepts is sent
 * as it is, the app shell included; a client without Accept-Encoding gets the original.
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

  const sendApp = (reply: FastifyReply) =>
    built ? reply.sendFile('index.html') : reply.type('text/html').send(PLACEHOLDER);

  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendApp(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return sendApp(reply);
    return reply
      .status(404)
      .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` });
  });
});
