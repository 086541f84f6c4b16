import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/**
 * Paths the API answers. In dev they go to the server on port 3000; a browser navigation
 * (Accept: text/html) to one of them (e.g. the /farmers page) stays with the SPA.
 */
const API_PREFIXES = [
  '/config',
  '/health',
  '/auth/',
  '/wallet/',
  '/assets/',
  '/dev/',
  '/staking/',
  '/packs/',
  '/farmers/',
  '/heroes/',
  '/items/',
  '/art/',
  '/marketplace/',
  '/fee-distribution/',
  '/token/',
  '/leaderboard',
  '/openapi',
  '/docs',
];
const API_TARGET = 'http://127.0.0.1:3000';

const apiProxy: ProxyOptions = {
  target: API_TARGET,
  bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The wallet runtime (web3.js and the adapters) is one lazy chunk, larger than the default warning.
    chunkSizeWarningLimit: 900,
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
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, apiProxy])),
  },
});
