import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Address, getTransactionEncoder, type KeyPairSigner, type Signature } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { getTransferSolInstruction } from '@solana-program/system';
import { buildServerSigned, DurableSvm, MEMO_PROGRAM, signerFromSecret, simulateWire } from '@wos/svm';
import { FailedTransactionMetadata, type LiteSVM, SimulatedTransactionInfo } from 'litesvm';
import { lockDataDir } from './data-dir-lock.ts';
import type { HistoryEntry } from './history/history-entry.ts';
import type { LandedTransaction } from './history/landed.ts';
import { messageView } from './history/message-view.ts';
import { LandingRecorder } from './history/recorder.ts';
import { TransactionHistory } from './history/transaction-history.ts';
import { type NodeState, newNodeState, readNodeState, writeNodeState } from './node-state.ts';
import { RPC_CODES, RpcError } from './rpc-error.ts';
import { fromLiteSvm, refusedSimulation, type Simulation } from './simulation.ts';
import { SLOT_MS, SlotClock } from './slot-clock.ts';
import { type LandedStatus, StatusStore } from './status-store.ts';
import { describeError, fieldlessError } from './tx-error.ts';
import { parseWireTransaction, signaturesAreValid, type WireTransaction } from './wire.ts';

/** What the faucet is given at genesis and whenever it runs low: a million SOL. */
const FAUCET_REFILL = 1_000_000n * 1_000_000_000n;
const SLOT_TICK_MS = 50;

export interface SimulateOptions {
  sigVerify?: boolean;
  replaceRecentBlockhash?: boolean;
}

type StatusListener = (signature: string, status: LandedStatus) => void;
type AccountsListener = (addresses: readonly Address[]) => void;
type SlotListener = (slot: bigint) => void;
type LandedListener = (landed: LandedTransaction, entry: HistoryEntry) => void;

export interface LedgerOptions {
  /** Transactions the history keeps (getTransaction and the rest): between half of it and all of it. */
  historyLimit?: number;
}

/**
 * The node's chain: LiteSVM made durable (DurableSvm), with a cluster's slots
 * and blockhash window, signature statuses, a faucet, and the dev clocks.
 * Everything that changes state runs synchronously on the event loop, so
 * transactions execute one at a time; an answer about a change is given only
 * once the change is on disk.
 */
export class Ledger {
  private readonly pending = new Map<string, Promise<void>>();
  /** The slot being filled and its time (slotUnixTime). */
  private currentSlotTime: { slot: bigint; unixTime: bigint } | undefined;
  private readonly statusListeners = new Set<StatusListener>();
  private readonly accountListeners = new Set<AccountsListener>();
  private readonly slotListeners = new Set<SlotListener>();
  private readonly landedListeners = new Set<LandedListener>();
  private readonly recorder: LandingRecorder;
  private slotTicker: NodeJS.Timeout | undefined;
  private lastTickSlot = -1n;
  private readonly openedAtSlot: bigint;
  private closed = false;
  private unlock: () => void = () => {};

  private constructor(
    private readonly dataDir: string,
    private readonly store: DurableSvm,
    private readonly state: NodeState,
    readonly slots: SlotClock,
    private readonly statuses: StatusStore,
    readonly history: TransactionHistory,
    readonly faucet: KeyPairSigner,
  ) {
    this.openedAtSlot = slots.currentSlot();
    this.recorder = new LandingRecorder(store.native);
  }

  static async open(dataDir: string, options: LedgerOptions = {}): Promise<Ledger> {
    mkdirSync(dataDir, { recursive: true });
    const unlock = lockDataDir(dataDir);
    try {
      const ledger = await Ledger.openLocked(dataDir, options);
      ledger.unlock = unlock;
      return ledger;
    } catch (error) {
      unlock();
      throw error;
    }
  }

  private static async openLocked(dataDir: string, options: LedgerOptions): Promise<Ledger> {
    const store = DurableSvm.open(dataDir);
    let state = readNodeState(dataDir);
    if (store.isNew) {
      // A genesis cut short leaves no snapshot: start it again from nothing.
      rmSync(path.join(dataDir, 'statuses.log'), { force: true });
      removeHistoryFiles(dataDir);
      state = newNodeState();
      writeNodeState(dataDir, state);
    } else if (!state) {
      throw new Error(
        `${path.join(dataDir, 'node.json')} is missing but the chain exists; restore it or clear the directory`,
      );
    }
    // Blockhashes are the node's own (SlotClock); signatures are checked before execution.
    store.svm.withSigverify(false).withBlockhashCheck(false);
    const slots = new SlotClock(state.genesisUnixMs, Buffer.from(state.seed, 'hex'), BigInt(state.warpSlots));
    const statuses = new StatusStore(dataDir, (signature) => store.signatures.has(signature));
    const history = TransactionHistory.open(dataDir, {
      limit: options.historyLimit,
      wasExecuted: (signature) => store.signatures.has(signature),
      // A chain older than its history (a node from before it kept one) starts it now.
      startFloor: () => (store.isNew ? 0n : slots.currentSlot()),
    });
    const faucet = await signerFromSecret(state.faucetSecret);
    const ledger = new Ledger(dataDir, store, state, slots, statuses, history, faucet);
    if (store.isNew) {
      await store.credit(faucet.address, FAUCET_REFILL, ledger.chainUnixTime());
      // The first snapshot: until it exists a restart would start over.
      store.checkpoint();
    }
    return ledger;
  }

  get svm(): LiteSVM {
    return this.store.svm;
  }

  /** Candidate SPL Token accounts of `owner` (re-read each: it may have closed or changed owner). */
  tokenAccountsOf(owner: Address): readonly Address[] {
    return this.store.tokens.accountsOf(owner);
  }

  /** A block's time: its transactions' clock, else the chain clock of that slot as the slots ran. */
  blockTime(slot: bigint): bigint {
    const first = this.history.inSlot(slot)[0];
    if (first) return first.blockTime;
    const behind = this.slots.currentSlot() - slot;
    return this.chainUnixTime() - (behind * BigInt(SLOT_MS)) / 1000n;
  }

  get transactionCount(): number {
    return this.statuses.size;
  }

  /**
   * One time per slot, as a block has one: every transaction of a slot runs at
   * (and reports) the time of the slot's first, so a transaction's blockTime is
   * its block's (getBlockTime) even when the slot straddles a second.
   */
  private slotUnixTime(slot: bigint): bigint {
    if (this.currentSlotTime?.slot !== slot) this.currentSlotTime = { slot, unixTime: this.chainUnixTime() };
    return this.currentSlotTime.unixTime;
  }

  chainUnixTime(): bigint {
    return BigInt(Math.floor((Date.now() + this.state.clockOffsetMs) / 1000));
  }

  /** wos_setUnixTime: the chain clock reads `seconds` now and runs on with wall time. */
  setUnixTime(seconds: bigint): void {
    this.state.clockOffsetMs = Number(seconds) * 1000 - Date.now();
    // The clock moved: the slot being filled takes the new time from its next transaction on.
    this.currentSlotTime = undefined;
    writeNodeState(this.dataDir, this.state);
    this.store.setUnixTime(seconds);
  }

  /** wos_warpSlots: every blockhash older than the new slot's window expires. */
  warpSlots(slots: bigint): bigint {
    const slot = this.slots.warp(slots);
    this.state.warpSlots = this.slots.warped.toString();
    writeNodeState(this.dataDir, this.state);
    this.tickSlot();
    return slot;
  }

  /** A durable status, else undefined (unknown, or executed and not yet on disk). */
  statusOf(signature: string): LandedStatus | undefined {
    const landed = this.statuses.get(signature);
    if (landed || this.pending.has(signature)) return landed;
    // Only after a power loss between the journal's sync and the status log's.
    const outcome = this.store.signatures.outcomeOf(signature as Signature);
    if (!outcome) return undefined;
    return { slot: this.openedAtSlot, err: outcome === 'confirmed' ? null : 'UnknownFailure' };
  }

  simulate(wire: WireTransaction, options: SimulateOptions = {}): Simulation {
    const result = this.run(wire, options);
    return isLiteSvmResult(result) ? fromLiteSvm(result) : result;
  }

  /** A simulation's raw outcome; converted to Solana's terms only when someone reads it (it costs more than the run). */
  private run(wire: WireTransaction, options: SimulateOptions) {
    if (!options.replaceRecentBlockhash && !this.slots.isValid(wire.blockhash)) {
      const { json, text } = fieldlessError('BlockhashNotFound');
      return refusedSimulation(json, text);
    }
    if (this.store.signatures.has(wire.signatureBytes)) {
      const { json, text } = fieldlessError('AlreadyProcessed');
      return refusedSimulation(json, text);
    }
    this.store.setUnixTime(this.chainUnixTime());
    return simulateWire(this.svm, wire.bytes, wire.message.version !== 'legacy');
  }

  /** The preflight's failure, or undefined when the transaction would succeed. */
  private preflight(wire: WireTransaction): Simulation | undefined {
    const result = this.run(wire, {});
    if (result instanceof SimulatedTransactionInfo) return undefined;
    return isLiteSvmResult(result) ? fromLiteSvm(result) : result;
  }

  /**
   * sendTransaction. With preflight, a transaction that would fail is refused
   * (RpcError -32002 / -32003) and nothing executes. Without, an invalid one is
   * dropped silently, as a leader drops it. Resolves once what executed is on disk.
   */
  async send(wire: WireTransaction, skipPreflight: boolean): Promise<void> {
    if (!skipPreflight) {
      if (!signaturesAreValid(wire)) {
        throw new RpcError(
          RPC_CODES.signatureVerificationFailure,
          'Transaction signature verification failure',
        );
      }
      const preflight = this.preflight(wire);
      if (preflight) {
        throw new RpcError(
          RPC_CODES.preflightFailure,
          `Transaction simulation failed: ${preflight.errText}`,
          {
            err: preflight.err,
            logs: preflight.logs,
            accounts: null,
            unitsConsumed: preflight.unitsConsumed,
            returnData: preflight.returnData,
            innerInstructions: null,
            replacementBlockhash: null,
          },
        );
      }
    } else if (!signaturesAreValid(wire) || !this.slots.isValid(wire.blockhash)) {
      return;
    }
    await this.execute(wire);
  }

  /** Executes now; the promise resolves when the outcome is on disk (at once if dropped). */
  private execute(wire: WireTransaction): Promise<void> {
    const inFlight = this.pending.get(wire.signature);
    if (inFlight) return inFlight;
    // Only legacy and v0 messages reach execution; anything else lands without a history record.
    const before = 'instructions' in wire.message ? this.recorder.before(wire) : undefined;
    const slot = this.slots.currentSlot();
    const unixTime = this.slotUnixTime(slot);
    const result = this.store.execute(wire.bytes, unixTime);
    if (result.status !== 'executed') return Promise.resolve();
    const status: LandedStatus = {
      slot,
      err: result.meta instanceof FailedTransactionMetadata ? describeError(result.meta.err()).json : null,
    };
    const landed = before && this.recorder.after(wire, before, result.meta, status, unixTime);
    const recorded = landed && this.history.write(landed, messageView(wire.message));
    const durable = Promise.all([
      result.durable,
      this.statuses.write(wire.signatureBytes, status),
      recorded?.durable,
    ]).then(() => {
      this.statuses.publish(wire.signature, status);
      if (landed && recorded) {
        this.history.publish(recorded.entry);
        for (const listener of this.landedListeners) listener(landed, recorded.entry);
      }
      this.pending.delete(wire.signature);
      for (const listener of this.statusListeners) listener(wire.signature, status);
      this.notifyAccounts(wire.message.staticAccounts);
    });
    this.pending.set(wire.signature, durable);
    return durable;
  }

  /** A real transfer from the faucet, unique per call (a memo with a fresh id); resolves once durable. */
  async airdrop(to: Address, lamports: bigint): Promise<string> {
    await this.ensureFaucetHolds(lamports + 1_000_000_000n);
    const instructions = [
      getTransferSolInstruction({ source: this.faucet, destination: to, amount: lamports }),
      getAddMemoInstruction({ memo: `airdrop ${randomUUID()}` }, { programAddress: MEMO_PROGRAM }),
    ];
    const transaction = await buildServerSigned(this.faucet, [], instructions, this.slots.latest());
    const wire = parseWireTransaction(new Uint8Array(getTransactionEncoder().encode(transaction)));
    await this.execute(wire);
    if (!this.statuses.get(wire.signature)) {
      throw new RpcError(
        RPC_CODES.internalError,
        'Internal error: the airdrop transaction was not processed',
      );
    }
    return wire.signature;
  }

  private async ensureFaucetHolds(lamports: bigint): Promise<void> {
    const balance = this.svm.getBalance(this.faucet.address) ?? 0n;
    if (balance >= lamports) return;
    await this.store.credit(this.faucet.address, lamports + FAUCET_REFILL, this.chainUnixTime());
    this.notifyAccounts([this.faucet.address]);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Called once a landed transaction's record is on disk (logsSubscribe). */
  onLanded(listener: LandedListener): () => void {
    this.landedListeners.add(listener);
    return () => this.landedListeners.delete(listener);
  }

  onAccounts(listener: AccountsListener): () => void {
    this.accountListeners.add(listener);
    return () => this.accountListeners.delete(listener);
  }

  /** Called on every new slot while anyone listens (slotSubscribe). */
  onSlot(listener: SlotListener): () => void {
    this.slotListeners.add(listener);
    if (!this.slotTicker && !this.closed) {
      this.slotTicker = setInterval(() => this.tickSlot(), SLOT_TICK_MS);
      this.slotTicker.unref();
    }
    return () => {
      this.slotListeners.delete(listener);
      if (this.slotListeners.size === 0 && this.slotTicker) {
        clearInterval(this.slotTicker);
        this.slotTicker = undefined;
      }
    };
  }

  private tickSlot(): void {
    const slot = this.slots.currentSlot();
    if (slot === this.lastTickSlot) return;
    this.lastTickSlot = slot;
    for (const listener of this.slotListeners) listener(slot);
  }

  private notifyAccounts(addresses: readonly Address[]): void {
    if (this.accountListeners.size === 0) return;
    for (const listener of this.accountListeners) listener(addresses);
  }

  /** Snapshot now: shortens the next start (the journal alone already keeps everything). */
  checkpoint(): void {
    this.store.checkpoint();
  }

  /** Waits for what is executing to reach the disk, snapshots and closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.slotTicker) clearInterval(this.slotTicker);
    await Promise.allSettled([...this.pending.values()]);
    this.store.close();
    this.statuses.close();
    this.history.close();
    this.unlock();
  }
}

function isLiteSvmResult(
  result: Simulation | SimulatedTransactionInfo | FailedTransactionMetadata,
): result is SimulatedTransactionInfo | FailedTransactionMetadata {
  return result instanceof SimulatedTransactionInfo || result instanceof FailedTransactionMetadata;
}

function removeHistoryFiles(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    if (/^history-\d+\.log$/.test(name)) rmSync(path.join(dataDir, name), { force: true });
  }
}
