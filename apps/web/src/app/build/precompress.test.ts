import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAsset, isCompressible, precompressDirectory } from './precompress.ts';

const SCRIPT = Buffer.from(`export const greeting = ${JSON.stringify('hello, warlord '.repeat(200))};\n`);

describe('compressAsset', () => {
  it('gives brotli and gzip that decompress to the same bytes, both far smaller on text', async () => {
    const { br, gzip } = await compressAsset(SCRIPT);
    expect(brotliDecompressSync(br).equals(SCRIPT)).toBe(true);
    expect(gunzipSync(gzip).equals(SCRIPT)).toBe(true);
    expect(br.length).toBeLessThan(SCRIPT.length / 10);
    expect(gzip.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('handles an empty file', async () => {
    const { br, gzip } = await compressAsset(new Uint8Array());
    expect(brotliDecompressSync(br).length).toBe(0);
    expect(gunzipSync(gzip).length).toBe(0);
  });
});

describe('isCompressible', () => {
  it('takes text formats and leaves already-compressed ones', () => {
    for (const file of ['index.html', 'assets/a-1.js', 'b.CSS', 'art/x.svg', 'm.webmanifest', 'robots.txt']) {
      expect({ file, compressible: isCompressible(file) }).toEqual({ file, compressible: true });
    }
    for (const file of ['a.png', 'b.jpg', 'c.webp', 'd.woff2', 'e.js.br', 'f.css.gz', 'noext']) {
      expect({ file, compressible: isCompressible(file) }).toEqual({ file, compressible: false });
    }
  });
});

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz next to every text file, in subfolders too, and nothing for images', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    await writeFile(path.join(dir, 'assets', 'index-abc123.js'), SCRIPT);
    await writeFile(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    const report = await precompressDirectory(dir);

    expect(report.map((f) => f.file)).toEqual(['assets/index-abc123.js', 'index.html']);
    const script = report.find((f) => f.file === 'assets/index-abc123.js');
    expect(script).toMatchObject({ bytes: SCRIPT.length });
    const br = await readFile(path.join(dir, 'assets', 'index-abc123.js.br'));
    const gz = await readFile(path.join(dir, 'assets', 'index-abc123.js.gz'));
    expect(brotliDecompressSync(br).equals(SCRIPT)).toBe(true);
    expect(gunzipSync(gz).equals(SCRIPT)).toBe(true);
    expect(script?.brBytes).toBe(br.length);
    expect(script?.gzipBytes).toBe(gz.length);
    await expect(readFile(path.join(dir, 'logo.png.br'))).rejects.toThrow();

    // A second run (a rebuild into the same folder) does not compress the copies again.
    expect((await precompressDirectory(dir)).map((f) => f.file)).toEqual(report.map((f) => f.file));
  });
});
