import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AppendLog, readRecords } from '@wos/svm';
import { entryFromPayload, type HistoryEntry, historyEntry } from './history-entry.ts';
import type { LandedTransaction } from './landed.ts';
import type { MessageView } from './message-view.ts';
import { decodeHeader, decodeLanded, encodeHeader, encodeLanded, RECORD_HEADER } from './record-codec.ts';

/** Transactions kept by default: between half of it and all of it, in two files. */
export const DEFAULT_HISTORY_LIMIT = 10_000;
const FILE = /^history-(\d+)\.log$/;

interface Generation {
  number: number;
  /** The first slot whose blocks this generation and the later ones hold whole. */
  floor: bigint;
  firstSeq: number;
  count: number;
  lastSlot: bigint;
}

export interface HistoryOptions {
  limit?: number;
  /** False for a record whose transaction the chain's journal lost (power loss between two syncs). */
  wasExecuted: (signature: Uint8Array) => boolean;
  /** The first slot of a history that starts now (0 on a new chain). */
  startFloor: () => bigint;
}

export interface SignatureQuery {
  before?: string;
  until?: string;
  limit: number;
}

/**
 * The last transactions the node landed (getTransaction, getSignaturesForAddress,
 * getBlock, prioritization fees), on disk in generations of half the limit:
 * when a third one starts, the oldest file goes, and with it the blocks of
 * its slots (the first available block moves past them).
 */
export class TransactionHistory {
  private readonly generations: Generation[] = [];
  private entries: HistoryEntry[] = [];
  private readonly bySignature = new Map<string, HistoryEntry>();
  private readonly byAddress = new Map<string, HistoryEntry[]>();
  private readonly bySlot = new Map<bigint, HistoryEntry[]>();
  private log: AppendLog | undefined;
  private nextSeq = 0;
  private readonly generationSize: number;

  private constructor(
    private readonly dataDir: string,
    limit: number,
  ) {
    this.generationSize = Math.max(1, Math.ceil(limit / 2));
  }

  static open(dataDir: string, options: HistoryOptions): TransactionHistory {
    const history = new TransactionHistory(dataDir, options.limit ?? DEFAULT_HISTORY_LIMIT);
    history.load(options);
    return history;
  }

  /** Blocks before this slot are gone (getFirstAvailableBlock). */
  get floorSlot(): bigint {
    return this.generations[0]?.floor ?? 0n;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Appends the record now; it is listed once `publish`ed, after the promise resolves. */
  write(landed: LandedTransaction, message: MessageView): { entry: HistoryEntry; durable: Promise<void> } {
    const current = this.generations.at(-1);
    if (!this.log || !current) throw new Error('the transaction history is closed');
    if (current.count >= this.generationSize) this.rotate(current);
    const payload = encodeLanded(landed);
    const durable = this.currentLog().append(payload);
    const entry = historyEntry(this.nextSeq++, landed, payload, message);
    this.index(entry);
    return { entry, durable };
  }

  publish(entry: HistoryEntry): void {
    entry.visible = true;
  }

  /** The whole record of a listed transaction. */
  transaction(signature: string): { entry: HistoryEntry; landed: LandedTransaction } | undefined {
    const entry = this.bySignature.get(signature);
    if (!entry?.visible) return undefined;
    return { entry, landed: decodeLanded(entry.payload) };
  }

  landed(entry: HistoryEntry): LandedTransaction {
    return decodeLanded(entry.payload);
  }

  /** Newest first, strictly before `before` and strictly after `until`, at most `limit`. */
  signaturesFor(address: string, query: SignatureQuery): HistoryEntry[] {
    const list = this.byAddress.get(address) ?? [];
    let end = list.length;
    if (query.before !== undefined) {
      const before = this.bySignature.get(query.before);
      if (!before) return [];
      end = firstAtOrAfter(list, before.seq);
    }
    const untilSeq = query.until === undefined ? -1 : (this.bySignature.get(query.until)?.seq ?? -1);
    const found: HistoryEntry[] = [];
    for (let index = end - 1; index >= 0 && found.length < query.limit; index--) {
      const entry = list[index] as HistoryEntry;
      if (entry.seq <= untilSeq) break;
      if (entry.visible) found.push(entry);
    }
    return found;
  }

  /** The slot's transactions in landing order. */
  inSlot(slot: bigint): HistoryEntry[] {
    return (this.bySlot.get(slot) ?? []).filter((entry) => entry.visible);
  }

  close(): void {
    this.log?.close();
    this.log = undefined;
  }

  private load(options: HistoryOptions): void {
    const numbers = readdirSync(this.dataDir)
      .map((name) => FILE.exec(name)?.[1])
      .filter((number): number is string => number !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    // A kill between a rotation and the removal can leave a third file.
    for (const number of numbers.splice(0, Math.max(0, numbers.length - 2))) {
      rmSync(this.file(number), { force: true });
    }
    if (numbers.length === 0) {
      this.startGeneration(0, options.startFloor());
      return;
    }
    let validLength = 0;
    for (const number of numbers) {
      const records = readRecords(this.file(number));
      validLength = records.validLength;
      const generation: Generation = {
        number,
        floor: this.generations.at(-1)?.floor ?? options.startFloor(),
        firstSeq: this.nextSeq,
        count: 0,
        lastSlot: 0n,
      };
      this.generations.push(generation);
      for (const payload of records.payloads) {
        if (payload[0] === RECORD_HEADER) {
          generation.floor = decodeHeader(payload);
          continue;
        }
        const wire = payload.subarray(3);
        if (!options.wasExecuted(wire.subarray(1, 65))) continue;
        const entry = entryFromPayload(this.nextSeq++, payload);
        entry.visible = true;
        this.index(entry);
      }
    }
    const last = numbers.at(-1) as number;
    this.log = AppendLog.openAt(this.file(last), validLength);
  }

  private currentLog(): AppendLog {
    if (!this.log) throw new Error('the transaction history is closed');
    return this.log;
  }

  private file(number: number): string {
    return path.join(this.dataDir, `history-${number}.log`);
  }

  private startGeneration(number: number, floor: bigint): void {
    this.log?.close();
    this.log = AppendLog.openAt(this.file(number), 0);
    // Not awaited: the header matters only once the previous file is gone, long after this sync.
    void this.log.append(encodeHeader(floor));
    this.generations.push({ number, floor, firstSeq: this.nextSeq, count: 0, lastSlot: floor });
  }

  private rotate(current: Generation): void {
    this.startGeneration(current.number + 1, current.lastSlot + 1n);
    while (this.generations.length > 2) this.dropOldest();
  }

  private dropOldest(): void {
    const dropped = this.generations.shift();
    const next = this.generations[0];
    if (!dropped || !next) return;
    rmSync(this.file(dropped.number), { force: true });
    const cut = next.firstSeq;
    const kept = firstAtOrAfter(this.entries, cut);
    const slots = new Set<bigint>();
    for (const entry of this.entries.slice(0, kept)) {
      this.bySignature.delete(entry.signature);
      slots.add(entry.slot);
      for (const account of new Set(entry.accounts)) {
        const list = this.byAddress.get(account);
        if (!list) continue;
        const from = firstAtOrAfter(list, cut);
        if (from >= list.length) this.byAddress.delete(account);
        else if (from > 0) list.splice(0, from);
      }
    }
    for (const slot of slots) {
      const remaining = (this.bySlot.get(slot) ?? []).filter((other) => other.seq >= cut);
      if (remaining.length === 0) this.bySlot.delete(slot);
      else this.bySlot.set(slot, remaining);
    }
    this.entries = this.entries.slice(kept);
  }

  private index(entry: HistoryEntry): void {
    const current = this.generations.at(-1);
    if (current) {
      current.count += 1;
      current.lastSlot = entry.slot;
    }
    this.entries.push(entry);
    this.bySignature.set(entry.signature, entry);
    for (const account of new Set(entry.accounts)) {
      const list = this.byAddress.get(account);
      if (list) list.push(entry);
      else this.byAddress.set(account, [entry]);
    }
    const inSlot = this.bySlot.get(entry.slot);
    if (inSlot) inSlot.push(entry);
    else this.bySlot.set(entry.slot, [entry]);
  }
}

/** The first index whose entry's seq is at least `seq` (lists are in seq order). */
function firstAtOrAfter(list: readonly HistoryEntry[], seq: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as HistoryEntry).seq < seq) low = middle + 1;
    else high = middle;
  }
  return low;
}
