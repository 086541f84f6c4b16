import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BRAND } from '@wos/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${BRAND}</title></head>
<body style="background:#05060f;color:#e6e9ff;font-family:system-ui;text-align:center;padding:4rem">
<h1>${BRAND}</h1><p>The web app has not been built yet: run <code>npm run build</code>.</p></body></html>`;

/**
 * Serves the built page. A GET for an unknown path that wants HTML gets the
 * app (whose router redirects unknown paths to /); API clients get JSON 404.
 */
export const webApp = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, { root: options.distDir, wildcard: false, index: false });
  }

  const sendApp = (reply: FastifyReply) =>
    built
      ? reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html')
      : reply.type('text/html').send(PLACEHOLDER);

  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendApp(reply));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml) return sendApp(reply);
    return reply
      .status(404)
      .send({ error: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` });
  });
});
