import { type Address, getAddressDecoder, getAddressEncoder } from '@solana/kit';
import { AppendLog, readRecords } from './append-log.ts';

/** One change of the embedded chain, in the order it was applied. */
export type JournalEntry =
  | { type: 'transaction'; unixTime: bigint; wire: Uint8Array }
  | { type: 'credit'; unixTime: bigint; address: Address; lamports: bigint };

const TRANSACTION = 1;
const CREDIT = 2;

/**
 * The append-only, fsync'd log of every change applied to the embedded
 * chain since its last snapshot. A change is durable once `append` resolves:
 * only then may anyone be told it happened.
 */
export class Journal {
  private constructor(private readonly log: AppendLog) {}

  /** Opens for appending, cutting a torn tail left by a crash mid-write. */
  static open(path: string, validLength: number): Journal {
    return new Journal(AppendLog.openAt(path, validLength));
  }

  append(entry: JournalEntry): Promise<void> {
    return this.log.append(encodePayload(entry));
  }

  /** Syncs what was written and closes the file. */
  close(): void {
    this.log.close();
  }
}

export interface JournalContents {
  entries: JournalEntry[];
  /** Bytes up to the end of the last whole record: a torn or corrupt tail is cut here. */
  validLength: number;
}

export function readJournal(path: string): JournalContents {
  const { payloads, validLength } = readRecords(path);
  return { entries: payloads.map(decodePayload), validLength };
}

function encodePayload(entry: JournalEntry): Buffer {
  return entry.type === 'transaction'
    ? Buffer.concat([head(TRANSACTION, entry.unixTime), entry.wire])
    : Buffer.concat([
        head(CREDIT, entry.unixTime),
        Buffer.from(getAddressEncoder().encode(entry.address)),
        u64(entry.lamports),
      ]);
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
