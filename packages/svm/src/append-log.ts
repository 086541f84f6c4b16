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

/** u32 payload length + u32 crc32 of the payload. */
const HEADER_BYTES = 8;

/**
 * An append-only file of checksummed records (the embedded chain's journal,
 * the local node's statuses). A record is in the OS once `append` returns (a
 * kill -9 keeps it) and on disk once its promise resolves; appends in the
 * same moment share one fdatasync, off the event loop. At open a torn or
 * corrupt tail, left by a crash mid-write, is cut off.
 */
export class AppendLog {
  private written = 0;
  private synced = 0;
  private syncing: Promise<void> | undefined;
  private closed = false;

  private constructor(private readonly fd: number) {}

  /** Opens `path` and hands every whole record in it, oldest first, to `onRecord`. */
  static open(path: string, onRecord: (payload: Buffer) => void): AppendLog {
    const { payloads, validLength } = readRecords(path);
    for (const payload of payloads) onRecord(payload);
    return AppendLog.openAt(path, validLength);
  }

  /** Opens for appending after the first `validLength` bytes (see readRecords), cutting what follows. */
  static openAt(path: string, validLength: number): AppendLog {
    const fd = openSync(path, 'a+');
    ftruncateSync(fd, validLength);
    return new AppendLog(fd);
  }

  append(payload: Buffer): Promise<void> {
    if (this.closed) throw new Error('log is closed');
    const header = Buffer.alloc(HEADER_BYTES);
    header.writeUInt32LE(payload.length, 0);
    header.writeUInt32LE(crc32(payload), 4);
    writeSync(this.fd, Buffer.concat([header, payload]));
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
      if (!this.closed) throw error;
    } finally {
      this.syncing = undefined;
    }
    this.synced = Math.max(this.synced, target);
  }

  close(): void {
    if (this.closed) return;
    fdatasyncSync(this.fd);
    this.synced = this.written;
    this.closed = true;
    closeSync(this.fd);
  }
}

export interface LogRecords {
  payloads: Buffer[];
  /** Bytes up to the end of the last whole record: a torn or corrupt tail is cut here. */
  validLength: number;
}

/** Every whole record of the log at `path` (none when it does not exist). */
export function readRecords(path: string): LogRecords {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch {
    return { payloads: [], validLength: 0 };
  }
  const payloads: Buffer[] = [];
  let offset = 0;
  while (offset + HEADER_BYTES <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const end = offset + HEADER_BYTES + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) break;
    payloads.push(payload);
    offset = end;
  }
  return { payloads, validLength: offset };
}
