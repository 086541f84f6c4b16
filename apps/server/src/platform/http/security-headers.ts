import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_PAINT_SCRIPT } from '@wos/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  publicOrigin: string;
  /** Where the page reads the token price from the browser (PRICE_SEARCH_URL). */
  priceSearchUrl: string;
}

/**
 * The CSP source of the one inline script the prerendered documents carry (the first-paint
 * script of @wos/shared, docs/architecture.md §6.5): allowed by its hash, so no other inline
 * script runs.
 */
export const FIRST_PAINT_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * The CSP fits the built page: its own scripts (and the first-paint script by its hash) and
 * styles only, the price API
 * as the one outside origin it calls, data:/blob: images (the favicon is a
 * data: URL), and inline style attributes, which React's `style={…}` renders.
 */
function helmetOptions(options: SecurityHeadersOptions): HelmetOptions {
  const https = options.publicOrigin.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_CSP_HASH],
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
  };
}

/**
 * Browser features the game never uses are denied to the page and to any
 * frame it could embed. Only the clipboard stays: Copy address writes to it
 * (clipboard-read keeps its default, same origin behind the browser's prompt).
 * Every name is one Chromium knows (156 warns of ambient-light-sensor,
 * bluetooth and web-share), so the header logs no console warning.
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'autoplay',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'fullscreen',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'picture-in-picture',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  'clipboard-write=(self)',
].join(', ');

/**
 * Helmet's headers depend on nothing in the request, so they are computed
 * once by running helmet against a recording response (per request it
 * re-serialises the CSP: a fifth of a catalogue read's CPU).
 */
export function computeSecurityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  // Helmet has no Permissions-Policy of its own.
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** Security headers on every answer, page and API alike. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const headers = computeSecurityHeaders(options);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: 'security-headers' },
);
