import { describe, expect, it } from 'vitest';
import { type DevRequest, devRequestRoute } from './dev-request-route.ts';

const PUBLIC_FILES = new Set(['/zod-jitless.js']);

/** What Chromium sends when the address bar opens a URL. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};
/** What the page's own fetch sends. */
const FETCH = { accept: '*/*', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };
/** An <img> of the page. */
const IMAGE = { accept: 'image/avif,image/webp,*/*', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
/** A module script of the page. */
const SCRIPT = { accept: '*/*', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'script' };

const route = (url: string, headers: DevRequest['headers'], method = 'GET') =>
  devRequestRoute({ method, url, headers }, PUBLIC_FILES).to;

describe('where the dev server sends a request', () => {
  it('gives a navigation to any page path the app, even where the API serves the path', () => {
    for (const url of [
      '/',
      '/stake',
      '/farmers',
      '/farmers/1',
      '/marketplace?tab=listings',
      '/docs',
      '/nowhere',
    ]) {
      expect({ url, to: route(url, NAVIGATION) }).toEqual({ url, to: 'app' });
    }
  });

  it('counts a client without Sec-Fetch headers as navigating when it asks for HTML', () => {
    expect(route('/wallet', { accept: 'text/html' })).toBe('app');
    expect(route('/wallet', { accept: 'application/json' })).toBe('api');
  });

  it('sends the page’s own calls, JSON and the art to the API', () => {
    expect(route('/config', FETCH)).toBe('api');
    expect(route('/farmers/11111111111111111111111111111111', FETCH)).toBe('api');
    expect(route('/auth/nonce', FETCH, 'POST')).toBe('api');
    expect(route('/art/farmers/common.svg', IMAGE)).toBe('api');
    expect(route('/openapi.json', FETCH)).toBe('api');
    // A navigation to a file (an image opened in its own tab) is the API's too, as in production.
    expect(route('/art/farmers/common.svg', NAVIGATION)).toBe('api');
    // A form post or any other method is never a navigation to the app.
    expect(route('/stake', { ...NAVIGATION }, 'POST')).toBe('api');
    // A download: mode navigate but not into a document.
    expect(route('/wallet/export', { ...NAVIGATION, 'sec-fetch-dest': 'empty' })).toBe('api');
  });

  it('keeps Vite’s own modules, public files and ping with Vite', () => {
    expect(route('/@vite/client', SCRIPT)).toBe('vite');
    expect(route('/@react-refresh', SCRIPT)).toBe('vite');
    expect(route('/src/main.tsx', SCRIPT)).toBe('vite');
    expect(route('/src/app/styles/base.css?direct', FETCH)).toBe('vite');
    expect(route('/node_modules/.vite/deps/react.js?v=1', SCRIPT)).toBe('vite');
    expect(route('/zod-jitless.js', SCRIPT)).toBe('vite');
    expect(route('/index.html', NAVIGATION)).toBe('vite');
    expect(route('/', { accept: 'text/x-vite-ping' })).toBe('vite');
  });
});
