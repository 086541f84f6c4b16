import { readFileSync, rmSync } from 'node:fs';
import type { Address, Lamports } from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm';
import { ChainFiles } from './chain-files.ts';
import { Journal, type JournalEntry, readJournal } from './journal.ts';
import { type NativeSvm, nativeOf } from './native-svm.ts';
import { firstSignature, SignatureRegistry } from './signature-registry.ts';
import { TokenAccountIndex } from './token-index.ts';
import { writableAccounts } from './wire-message.ts';

/** After this many journal records a new snapshot is taken (off any request's answer path). */
const SNAPSHOT_EVERY_ENTRIES = 5_000;
const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;

interface Execution {
  meta: TransactionMetadata | FailedTransactionMetadata;
  outcome: 'confirmed' | 'failed' | 'rejected';
}

export type ExecutionResult =
  | { status: 'executed'; meta: TransactionMetadata | FailedTransactionMetadata; durable: Promise<void> }
  | { status: 'already-processed' }
  | { status: 'rejected'; meta: FailedTransactionMetadata };

/**
 * LiteSVM made durable. Every executed transaction and every credit is
 * appended to the journal and fsync'd before its `durable` promise resolves;
 * at start the newest snapshot is loaded and the journals after it replayed
 * (signature and blockhash checks off: they passed when first executed). A
 * kill -9 therefore loses only changes nobody was told about.
 */
export class DurableSvm {
  private journal: Journal | undefined;
  private entriesSinceSnapshot = 0;
  /** A snapshot could not be written (see checkpoint): the journal alone carries the state from then on. */
  private snapshotsFailed = false;
  private snapshotScheduled = false;
  /** LiteSVM's native handle: transactions run from their wire bytes, accounts read raw. */
  readonly native: NativeSvm;

  private constructor(
    readonly svm: LiteSVM,
    readonly signatures: SignatureRegistry,
    readonly tokens: TokenAccountIndex,
    readonly isNew: boolean,
    private readonly files: ChainFiles | undefined,
    private generation: number,
  ) {
    this.native = nativeOf(svm);
  }

  /** In memory (tests) without a directory. */
  static open(dataDir: string | undefined, onReplayDivergence?: (signature: string) => void): DurableSvm {
    if (!dataDir) {
      const svm = new LiteSVM();
      return new DurableSvm(svm, new SignatureRegistry(), TokenAccountIndex.build(svm), true, undefined, 0);
    }
    const files = new ChainFiles(dataDir);
    const latest = files.latestSnapshot();
    const legacy = latest === undefined ? files.legacySnapshot(dataDir) : undefined;
    if (latest === undefined && legacy === undefined) {
      // Journals without a snapshot are a first start's setup cut short: nothing was served yet.
      files.pruneBefore(Number.MAX_SAFE_INTEGER);
      const svm = new LiteSVM();
      const chain = new DurableSvm(
        svm,
        new SignatureRegistry(),
        TokenAccountIndex.build(svm),
        true,
        files,
        0,
      );
      chain.journal = Journal.open(files.journal(0), 0);
      return chain;
    }
    const svm = LiteSVM.loadFromFile(latest === undefined ? (legacy as string) : files.snapshot(latest));
    const signatures =
      latest === undefined
        ? new SignatureRegistry()
        : SignatureRegistry.fromBytes(readFileSync(files.signatures(latest)));
    const chain = new DurableSvm(svm, signatures, TokenAccountIndex.build(svm), false, files, latest ?? 0);
    chain.replay(latest ?? 0, onReplayDivergence);
    if (legacy) {
      chain.checkpoint();
      rmSync(legacy, { force: true });
    }
    return chain;
  }

  private replay(from: number, onDivergence?: (signature: string) => void): void {
    if (!this.files) return;
    const generations = this.files.journalsFrom(from);
    this.svm.withSigverify(false).withBlockhashCheck(false);
    let last = { generation: from, validLength: 0 };
    for (const generation of generations) {
      const { entries, validLength } = readJournal(this.files.journal(generation));
      for (const entry of entries) {
        const outcome = this.apply(entry);
        if (entry.type === 'transaction' && outcome === 'rejected') {
          onDivergence?.(Buffer.from(firstSignature(entry.wire)).toString('base64'));
        }
      }
      this.entriesSinceSnapshot += entries.length;
      last = { generation, validLength };
    }
    this.svm.withSigverify(true).withBlockhashCheck(true);
    this.generation = last.generation;
    this.journal = Journal.open(this.files.journal(last.generation), last.validLength);
  }

  /** Applies one change to the in-memory state and returns what became of it. */
  private apply(entry: JournalEntry): 'confirmed' | 'failed' | 'rejected' {
    this.setUnixTime(entry.unixTime);
    if (entry.type === 'credit') {
      this.creditNow(entry.address, entry.lamports);
      return 'confirmed';
    }
    return this.run(entry.wire).outcome;
  }

  /**
   * Executes a wire transaction on LiteSVM; one refused before execution
   * (bad blockhash, signature, fee payer) changes nothing. The bytes go to
   * the native handle as they are (the wrapper would re-encode them), and
   * only the writable accounts are looked at for new token accounts, and only
   * when an instruction could have made one or changed its owner.
   */
  private run(wire: Uint8Array): Execution {
    const accounts = writableAccounts(wire);
    const meta = accounts.versioned
      ? this.native.sendVersionedTransaction(wire)
      : this.native.sendLegacyTransaction(wire);
    const signature = firstSignature(wire);
    const failed = meta instanceof FailedTransactionMetadata;
    if (failed && this.native.getTransaction(signature) === null) {
      return { meta, outcome: 'rejected' };
    }
    const outcome = failed ? 'failed' : 'confirmed';
    this.signatures.record(signature, outcome);
    // A transfer-only transaction (e.g. a payout) leaves token accounts by owner as they were.
    if (accounts.mayChangeTokenOwners) this.tokens.observe(this.native, accounts.writable);
    return { meta, outcome };
  }

  /** Executes a signed wire transaction (sigverify checks every signature) and journals it. */
  execute(wire: Uint8Array, unixTime: bigint): ExecutionResult {
    if (this.signatures.has(firstSignature(wire))) return { status: 'already-processed' };
    this.setUnixTime(unixTime);
    const { meta, outcome } = this.run(wire);
    if (outcome === 'rejected') return { status: 'rejected', meta: meta as FailedTransactionMetadata };
    return { status: 'executed', meta, durable: this.record({ type: 'transaction', unixTime, wire }) };
  }

  /** Adds lamports to an account (the localnet faucet): no transaction, so nothing to refuse as a duplicate. */
  credit(address: Address, lamports: bigint, unixTime: bigint): Promise<void> {
    this.creditNow(address, lamports);
    return this.record({ type: 'credit', unixTime, address, lamports });
  }

  private creditNow(address: Address, lamports: bigint): void {
    const account = this.svm.getAccount(address);
    this.svm.setAccount(
      account.exists
        ? { ...account, lamports: (account.lamports + lamports) as Lamports }
        : {
            address,
            data: new Uint8Array(),
            executable: false,
            lamports: lamports as Lamports,
            programAddress: SYSTEM_PROGRAM,
            space: 0n,
          },
    );
  }

  setUnixTime(seconds: bigint): void {
    const clock = this.svm.getClock();
    if (clock.unixTimestamp === seconds) return;
    clock.unixTimestamp = seconds;
    this.svm.setClock(clock);
  }

  private record(entry: JournalEntry): Promise<void> {
    if (!this.journal) return Promise.resolve();
    const durable = this.journal.append(entry);
    this.entriesSinceSnapshot += 1;
    if (this.entriesSinceSnapshot >= SNAPSHOT_EVERY_ENTRIES && !this.snapshotScheduled) {
      this.snapshotScheduled = true;
      setImmediate(() => {
        this.snapshotScheduled = false;
        this.checkpoint();
      }).unref();
    }
    return durable;
  }

  /**
   * Starts a new generation: the journal rotates first, so every change is
   * either in the snapshot or in a journal after it, whenever a kill lands.
   */
  checkpoint(): void {
    if (!this.files || !this.journal || this.snapshotsFailed) return;
    const next = this.generation + 1;
    this.journal.close();
    this.journal = Journal.open(this.files.journal(next), 0);
    const files = this.files;
    try {
      files.writeBytesDurably(files.signatures(next), this.signatures.toBytes());
      files.writeDurably(files.snapshot(next), (partial) => this.svm.saveToFile(partial));
    } catch (error) {
      // LiteSVM refuses to write a state past its serializer's 4 MiB sequence limit (tens of
      // thousands of accounts). Nothing is lost: the last snapshot and every journal after it
      // (this generation's included) still replay to the present. Snapshots stop here, so the
      // journal keeps growing and a restart replays more, instead of the process crashing.
      this.snapshotsFailed = true;
      this.generation = next;
      console.error(`chain snapshot failed; continuing on the journal alone: ${String(error)}`);
      return;
    }
    this.generation = next;
    this.entriesSinceSnapshot = 0;
    files.pruneBefore(next);
  }

  close(): void {
    this.checkpoint();
    this.journal?.close();
    this.journal = undefined;
  }
}
