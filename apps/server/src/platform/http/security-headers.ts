import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIRST_PAINT_SCRIPT } from '@wos/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** What a browser's document needs of a CSP when it is no page: nothing may load, nobody may frame it. */
export const ANSWER_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The page's headers that still mean something on an answer that is no page (the rest only act in a document). */
const ANSWER_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
] as const;

/**
 * The headers of an answer a browser does not open as a page (the API's JSON, the page's
 * scripts and styles, fetched by the page): no sniffing, no framing, no reading from another
 * origin's no-cors request, HSTS. The page's CSP, Permissions-Policy, COOP and the rest only
 * act in a document; sent on every API answer they were a tenth of a catalogue read's CPU
 * (`/staking/v2/pools` beside bare Fastify, interleaved: 45–54 % of its requests a second
 * with them, 64–72 % without; docs/architecture.md section 4).
 */
export function answerSecurityHeaders(page: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': ANSWER_CSP };
  for (const name of ANSWER_HEADERS) {
    const value = page[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * A request a browser makes for a document (a navigation, a frame): its Accept names
 * text/html, as no fetch() or script load does by default. Anything opened as a document gets
 * the page's headers; anything else still cannot be framed, sniffed or read cross-origin.
 */
function wantsDocument(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** Security headers on every answer: the page's on documents, the short set on the rest. */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const page = computeSecurityHeaders(options);
    const answer = answerSecurityHeaders(page);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(wantsDocument(request) ? page : answer);
      done();
    });
  },
  { name: 'security-headers' },
);
