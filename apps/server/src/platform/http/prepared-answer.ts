import { hash } from 'node:crypto';
import type { AnswerCoding } from './answer-encoding.ts';
import { closeForm, compressOpen, compressWhole, type OpenForm } from './compressed-forms.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

/**
 * A JSON answer made once from a cached value and kept with it: its bytes, its
 * ETag and, made at the first request that asks for each, its brotli and gzip
 * forms; every later request sends what is kept. The ETag is a hash of the
 * bytes, so every process gives the same value the same tag.
 *
 * An open answer is a JSON object each request finishes with its own fields
 * (the clock): its start is compressed once, flushed but unfinished, and each
 * request appends its tail stored raw (compressed-forms.ts). Its ETag is weak
 * (RFC 9110 section 8.8.1): answers that differ only in their tail mean the same.
 */
export class PreparedAnswer {
  readonly etag: string;
  /** Below the threshold compressing saves too little (compression.ts): sent as it is, like today. */
  readonly compressible: boolean;
  private readonly whole = new Map<AnswerCoding, Buffer>();
  private readonly open = new Map<AnswerCoding, OpenForm>();

  private constructor(
    private readonly bytes: Buffer,
    private readonly isOpen: boolean,
  ) {
    const tag = `"${hash('sha1', bytes, 'base64url')}"`;
    this.etag = isOpen ? `W/${tag}` : tag;
    this.compressible = bytes.length >= COMPRESSION_THRESHOLD_BYTES;
  }

  /** A whole JSON text. */
  static whole(json: string): PreparedAnswer {
    return new PreparedAnswer(Buffer.from(json), false);
  }

  /** A JSON object without its closing brace: each request adds fields (`,"a":1}`) with body(). */
  static open(jsonStart: string): PreparedAnswer {
    return new PreparedAnswer(Buffer.from(jsonStart), true);
  }

  /** The bytes to send in `coding` (undefined: as they are); an open answer's with its `tail`. */
  body(coding: AnswerCoding | undefined, tail = ''): Buffer {
    if (this.isOpen !== (tail !== '')) throw new TypeError('An open answer needs a tail, a whole one none');
    if (!this.isOpen) return coding ? this.wholeForm(coding) : this.bytes;
    const tailBytes = Buffer.from(tail);
    return coding ? closeForm(this.openForm(coding), tailBytes) : Buffer.concat([this.bytes, tailBytes]);
  }

  private wholeForm(coding: AnswerCoding): Buffer {
    let form = this.whole.get(coding);
    if (!form) {
      form = compressWhole(this.bytes, coding);
      this.whole.set(coding, form);
    }
    return form;
  }

  private openForm(coding: AnswerCoding): OpenForm {
    let form = this.open.get(coding);
    if (!form) {
      form = compressOpen(this.bytes, coding);
      this.open.set(coding, form);
    }
    return form;
  }
}
