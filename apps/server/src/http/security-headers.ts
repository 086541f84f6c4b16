import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  publicOrigin: string;
  /** Where the page reads the token price from the browser (PRICE_SEARCH_URL). */
  priceSearchUrl: string;
}

/**
 * Security headers on every answer, page and API alike. The CSP fits the
 * built page: its own scripts and styles only, the price API as the one
 * outside origin it calls, data:/blob: images (the favicon is a data: URL),
 * and inline style attributes, which React's `style={…}` renders.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const https = options.publicOrigin.startsWith('https:');
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", new URL(options.priceSearchUrl).origin],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          // Upgrading only makes sense where the page itself is served over https.
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS over plain http (localnet, tests) would only confuse browsers.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
