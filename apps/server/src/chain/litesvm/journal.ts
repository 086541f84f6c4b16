import {
  closeSync,
  fdatasync,
  fdatasyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { crc32 } from 'node:zlib';
import { type Address, getAddressDecoder, getAddressEncoder } from '@solana/kit';

/** One change of the embedded chain, in the order it was applied. */
export type JournalEntry =
  | { type: 'transaction'; unixTime: bigint; wire: Uint8Array }
  | { type: 'credit'; unixTime: bigint; address: Address; lamports: bigint };

const TRANSACTION = 1;
const CREDIT = 2;
/** u32 payload length + u32 crc32 of the payload. */
const HEADER_BYTES = 8;

/**
 * The append-only, fsync'd log of every change applied to the embedded
 * chain since its last snapshot. A change is durable once `append` resolves:
 * only then may anyone be told it happened. Appends in the same moment share
 * one fdatasync (group commit), which runs off the event loop.
 */
export class Journal {
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | undefined;
  private closed = false;

  private constructor(private readonly fd: number) {}

  /** Opens for appending, cutting a torn tail left by a crash mid-write. */
  static open(path: string, validLength: number): Journal {
    const fd = openSync(path, 'a+');
    ftruncateSync(fd, validLength);
    return new Journal(fd);
  }

  append(entry: JournalEntry): Promise<void> {
    if (this.closed) throw new Error('journal is closed');
    writeSync(this.fd, encodeRecord(entry));
    this.written += 1;
    return this.durable(this.written);
  }

  private async durable(sequence: number): Promise<void> {
    while (this.synced < sequence) {
      this.syncing ??= this.syncOnce();
      await this.syncing;
    }
  }

  private async syncOnce(): Promise<void> {
    const target = this.written;
    try {
      await new Promise<void>((resolve, reject) =>
        fdatasync(this.fd, (error) => (error ? reject(error) : resolve())),
      );
    } catch (error) {
      // close() synced everything on its own; an in-flight sync may then find the fd gone.
      if (!this.closed) throw error;
    } finally {
      this.syncing = undefined;
    }
    this.synced = Math.max(this.synced, target);
  }

  /** Syncs what was written and closes the file. */
  close(): void {
    if (this.closed) return;
    fdatasyncSync(this.fd);
    this.synced = this.written;
    this.closed = true;
    closeSync(this.fd);
  }
}

export interface JournalContents {
  entries: JournalEntry[];
  /** Bytes up to the end of the last whole record: a torn or corrupt tail is cut here. */
  validLength: number;
}

export function readJournal(path: string): JournalContents {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return { entries: [], validLength: 0 };
  }
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const checksum = bytes.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) break;
    entries.push(decodePayload(payload));
    offset = end;
  }
  return { entries, validLength: offset };
}

function encodeRecord(entry: JournalEntry): Buffer {
  const payload =
    entry.type === 'transaction'
      ? Buffer.concat([head(TRANSACTION, entry.unixTime), entry.wire])
      : Buffer.concat([
          head(CREDIT, entry.unixTime),
          Buffer.from(getAddressEncoder().encode(entry.address)),
          u64(entry.lamports),
        ]);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(payload.length, 0);
  header.writeUInt32LE(crc32(payload), 4);
  return Buffer.concat([header, payload]);
}

function head(type: number, unixTime: bigint): Buffer {
  const buffer = Buffer.alloc(9);
  buffer.writeUInt8(type, 0);
  buffer.writeBigInt64LE(unixTime, 1);
  return buffer;
}

function u64(value: bigint): Buffer {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64LE(value, 0);
  return buffer;
}

function decodePayload(payload: Buffer): JournalEntry {
  const type = payload.readUInt8(0);
  const unixTime = payload.readBigInt64LE(1);
  const body = payload.subarray(9);
  if (type === TRANSACTION) return { type: 'transaction', unixTime, wire: new Uint8Array(body) };
  if (type === CREDIT) {
    return {
      type: 'credit',
      unixTime,
      address: getAddressDecoder().decode(body.subarray(0, 32)),
      lamports: body.readBigUInt64LE(32),
    };
  }
  throw new Error(`unknown journal record type ${type}`);
}
