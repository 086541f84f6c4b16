import { FIRST_PAINT_SCRIPT } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { pageDocument } from './prerender-pages.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Warlords of Solana</title>
    <link rel="expect" href="#after-root" blocking="render" />
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <style>body{color:red}</style><link rel="stylesheet" href="/assets/index-Cd34.css" disabled>
  </head>
  <body>
    <div id="root"></div>
    <noscript id="after-root"></noscript>
  </body>
</html>`;

describe('pageDocument', () => {
  const document = pageDocument(TEMPLATE, {
    path: '/wlo-token',
    html: '<div class="app"><h1>WLO TOKEN</h1></div>',
    css: [{ file: 'assets/TokenPage-Ef56.css', text: '.token-hero{display:grid}\n' }],
    js: ['assets/TokenPage-Gh78.js'],
    day: '2026-11-28',
  });

  it('puts the page in #root with its path and the day it was rendered on', () => {
    expect(document).toContain(
      '<div id="root" data-route="/wlo-token" data-day="2026-11-28"><div class="app"><h1>WLO TOKEN</h1></div></div>',
    );
  });

  it('runs the first-paint script right after the charset, before anything is painted', () => {
    const charset = document.indexOf('<meta charset="UTF-8" />');
    const script = document.indexOf(`<script>${FIRST_PAINT_SCRIPT}</script>`);
    expect(charset).toBeGreaterThan(0);
    expect(script).toBeGreaterThan(charset);
    expect(script).toBeLessThan(document.indexOf('<title>'));
  });

  it("inlines the page chunk's stylesheet after the entry's, with a disabled link, and preloads its code", () => {
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain(
      '<style>.token-hero{display:grid}</style><link rel="stylesheet" href="/assets/TokenPage-Ef56.css" disabled>',
    );
    expect(head.indexOf('TokenPage-Ef56.css')).toBeGreaterThan(head.indexOf('index-Cd34.css'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/TokenPage-Gh78.js">');
  });

  it('refuses a template whose first frame could come before #root is parsed whole', () => {
    const page = { path: '/', html: '', css: [], js: [], day: '2026-11-28' };
    const withoutHold = TEMPLATE.replace(/\s*<link rel="expect"[^>]*>/, '');
    expect(() => pageDocument(withoutHold, page)).toThrow(/rel="expect"/);
    // Chromium paints once the named element is in the document: naming #root itself holds nothing.
    const holdingRoot = TEMPLATE.replace('href="#after-root"', 'href="#root"');
    expect(() => pageDocument(holdingRoot, page)).toThrow(/after #root/);
  });

  it('keeps a noindex page out of search engines, and only that page', () => {
    const admin = pageDocument(TEMPLATE, {
      path: '/admin',
      html: '',
      css: [],
      js: [],
      day: '2026-11-28',
      noindex: true,
    });
    const head = admin.slice(0, admin.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(document).not.toContain('name="robots"');
  });

  it('refuses a template without an empty #root and a stylesheet that would close its <style>', () => {
    expect(() =>
      pageDocument('<html><body></body></html>', { path: '/', html: '', css: [], js: [], day: '' }),
    ).toThrow(/#root|root/);
    expect(() =>
      pageDocument(TEMPLATE, {
        path: '/',
        html: '',
        css: [{ file: 'assets/x.css', text: 'a{}</style><script>' }],
        js: [],
        day: '2026-11-28',
      }),
    ).toThrow(/<\/style>/);
  });
});
