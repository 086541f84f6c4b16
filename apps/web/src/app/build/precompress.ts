/**
 * Build-time compression of the built page: every text file in the output gets a brotli
 * (`.br`) and a gzip (`.gz`) copy next to it, which the server sends as they are
 * (`@fastify/static` with `preCompressed`), so no asset is compressed per request.
 * Runs in Node only (the Vite plugin and the server's tests), never in the page.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats only: images, fonts in woff2 and the like are already compressed, and a
 * second pass would only cost CPU for no bytes.
 */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.wasm',
]);

/** The suffix of each precompressed copy, as `@fastify/static` looks them up. */
export const PRECOMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

export interface CompressedAsset {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Both encodings at their densest: this runs once per build, so brotli's slowest quality
 * (11) and gzip's level 9 cost seconds once and save bytes on every load.
 */
export async function compressAsset(content: Uint8Array): Promise<CompressedAsset> {
  const [br, gz] = await Promise.all([
    brotliCompressAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

export interface PrecompressedFile {
  /** Relative to the directory, with forward slashes. */
  file: string;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

/** Every compressible file under `dir` (not the `.br`/`.gz` copies themselves). */
async function compressibleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file under `dir`, whatever its
 * size: a tiny file's copies may be a few bytes larger, but then every text file is
 * served precompressed and none falls through to compression per request.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const files = await compressibleFiles(dir);
  return Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const compressed = await compressAsset(content);
      await Promise.all([
        writeFile(file + PRECOMPRESSED_SUFFIXES.br, compressed.br),
        writeFile(file + PRECOMPRESSED_SUFFIXES.gzip, compressed.gzip),
      ]);
      return {
        file: path.relative(dir, file).split(path.sep).join('/'),
        bytes: content.byteLength,
        brBytes: compressed.br.byteLength,
        gzipBytes: compressed.gzip.byteLength,
      };
    }),
  );
}
