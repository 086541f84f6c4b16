import { readdirSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompressPlugin } from './src/app/build/precompress-plugin.ts';
import { devRequestRoute } from './src/app/dev-server/dev-request-route.ts';

/** The API in dev: `npm start` serves it on port 3000 (its PORT); set API_PORT when it runs on another. */
const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The files of the public folder, which Vite serves at the root (e.g. /zod-jitless.js). */
const PUBLIC_FILES = new Set(
  readdirSync(new URL('./public/', import.meta.url), { recursive: true, encoding: 'utf8' }).map(
    (file) => `/${file.split('\\').join('/')}`,
  ),
);

/**
 * Every request goes through this one proxy entry; devRequestRoute decides by what the
 * request is (a navigation, Vite's own files, anything else) rather than by a list of API
 * paths: a navigation gets Vite's index.html (even on a path the API serves too, such as
 * /farmers/1), Vite keeps its modules, the API gets the rest.
 */
const apiProxy: ProxyOptions = {
  target: API_TARGET,
  bypass: (req) => {
    const route = devRequestRoute(req, PUBLIC_FILES);
    if (route.to === 'app') return '/index.html';
    if (route.to === 'vite') return req.url;
    return undefined;
  },
};

export default defineConfig({
  // Text assets leave the build with brotli and gzip copies, served as they are (issue 20).
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The prerender (src/app/build/prerender-pages.ts) reads which CSS and chunks each page needs.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // packages/shared holds only definitions (constants, zod contracts, catalogues, pure rules):
        // importing one constant from its index must not bring in zod, @noble/hashes and every
        // catalogue (home route bundle budget, bench/bundle-size.ts).
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
  server: {
    host: '127.0.0.1',
    // A key starting with ^ is a regular expression: this one matches every path.
    proxy: { '^/': apiProxy },
  },
});
