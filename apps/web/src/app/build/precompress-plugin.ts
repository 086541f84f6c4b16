import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDirectory } from './precompress.ts';

/**
 * Vite plugin: once the build has written everything (bundles, index.html and the public
 * folder's files), compress each text file of the output to `.br` and `.gz` next to it.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'wos:precompress',
    // The prerender's Node build (vite build --ssr) is not served: nothing to compress.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDirectory(outDir);
      const total = (key: 'bytes' | 'brBytes' | 'gzipBytes') => files.reduce((sum, f) => sum + f[key], 0);
      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      this.info(
        `precompressed ${files.length} text files: ${kB(total('bytes'))} → ${kB(total('brBytes'))} brotli, ${kB(total('gzipBytes'))} gzip`,
      );
    },
  };
}
