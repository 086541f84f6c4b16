import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed answer saves too little to pay for the compressor and its frame. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality for answers compressed as they are sent: 4 compresses JSON about as
 * tightly as gzip's default at a fraction of the CPU of the default 11, which only the
 * build (assets compressed once) can afford.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Compresses the answers built per request (JSON, the CSV download, /metrics) with brotli
 * or gzip, whichever the client prefers; a client that sends no Accept-Encoding gets them
 * as they are. The page's files arrive already compressed from the build (web-app.ts) and
 * pass through untouched (they carry Content-Encoding). Register before the routes: the
 * plugin hooks each route as it is added.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
      // Answers only: request bodies stay as the client must send them (plain JSON, 256 KiB).
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
