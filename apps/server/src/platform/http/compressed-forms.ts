import { brotliCompressSync, constants, crc32, deflateRawSync, gzipSync } from 'node:zlib';
import type { AnswerCoding } from './answer-encoding.ts';
import { DYNAMIC_BROTLI_QUALITY } from './compression.ts';

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } };
/** gzip's magic, deflate, no flags, no time, unknown OS: the header Node's own gzip writes, bar the OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** The longest tail an open form can be closed with: one raw block of either coding. */
export const MAX_TAIL_BYTES = 0xffff;

let compressions = 0;

/** How many times this process compressed an answer's bytes here (the tests count them). */
export function compressionsSoFar(): number {
  return compressions;
}

/** `bytes` compressed whole, as @fastify/compress would (brotli quality 4, gzip's default). */
export function compressWhole(bytes: Buffer, coding: AnswerCoding): Buffer {
  compressions += 1;
  return coding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes);
}

/**
 * The start of an answer compressed and flushed but not finished: each
 * request finishes it with its own few bytes (closeForm) without compressing
 * the start again.
 */
export interface OpenForm {
  coding: AnswerCoding;
  head: Buffer;
  /** gzip's trailer needs the CRC-32 and length of everything before the tail. */
  crc: number;
  length: number;
}

export function compressOpen(bytes: Buffer, coding: AnswerCoding): OpenForm {
  compressions += 1;
  const head =
    coding === 'br'
      ? // A flush ends on a byte boundary with no last meta-block: more may follow.
        brotliCompressSync(bytes, { ...BROTLI, finishFlush: constants.BROTLI_OPERATION_FLUSH })
      : // A sync flush ends on a byte boundary with an empty non-final stored block.
        Buffer.concat([GZIP_HEADER, deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })]);
  return { coding, head, crc: crc32(bytes), length: bytes.length };
}

/**
 * The open form finished with `tail` stored raw (no compressor runs): in
 * brotli an uncompressed meta-block and an empty last one (RFC 7932 section 9.2),
 * in gzip a final stored block and the trailer (RFC 1951 section 3.2.4, RFC 1952).
 */
export function closeForm(open: OpenForm, tail: Buffer): Buffer {
  if (tail.length === 0 || tail.length > MAX_TAIL_BYTES) {
    throw new RangeError(`A tail of ${tail.length} bytes cannot close a compressed answer`);
  }
  return open.coding === 'br' ? closeBrotli(open, tail) : closeGzip(open, tail);
}

function closeBrotli(open: OpenForm, tail: Buffer): Buffer {
  // ISLAST 0, MNIBBLES 4 (00), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, then zero bits to the byte.
  const bits = ((tail.length - 1) << 3) | (1 << 19);
  const header = Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff]);
  // ISLAST 1, ISLASTEMPTY 1.
  return Buffer.concat([open.head, header, tail, Buffer.from([0b11])]);
}

function closeGzip(open: OpenForm, tail: Buffer): Buffer {
  const stored = Buffer.alloc(5);
  stored[0] = 1; // BFINAL 1, BTYPE 00 (stored), then zero bits to the byte
  stored.writeUInt16LE(tail.length, 1);
  stored.writeUInt16LE(~tail.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, open.crc), 0);
  trailer.writeUInt32LE((open.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([open.head, stored, tail, trailer]);
}
