import { randomUUID } from 'node:crypto';
import {
  type Address,
  type Signature,
  signBytes,
  type Transaction,
  type TransactionMessageBytes,
} from '@solana/kit';
import { type ComputeBudget, isWosError, MAX_COMPUTE_UNITS } from '@wos/shared';
import { addressToBytes, base58Encode } from '@wos/svm';
import type { Logger } from 'pino';
import type { GameAccounts } from '../../chain/accounts.ts';
import { Confirmations } from '../../chain/confirmations.ts';
import type { PoolName } from '../../chain/pools.ts';
import type { Chain } from '../../chain/port.ts';
import type { PriorityFees } from '../../chain/priority-fees.ts';
import { associatedTokenAddressSync } from '../../chain/token.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PayoutHistory } from './history-port.ts';
import { type ConfirmedRow, type PayoutsRepo, POOL_SHORT_ERROR, type SendableRow } from './repo.ts';
import { type PoolAccountBytes, TransferMessage } from './transfer-message.ts';

/** A message as a wire transaction with its one signature left blank: what a simulation needs. */
function unsignedWire(message: Uint8Array): Uint8Array {
  const wire = new Uint8Array(1 + 64 + message.length);
  wire[0] = 1;
  wire.set(message, 65);
  return wire;
}

/**
 * Transactions claimed together in one statement and sent side by side (a
 * group), and groups sent and not yet settled while the next one is built
 * and claimed. A bulk dispatch (the weekly rewards, no preflight) over RPC
 * takes larger groups and more of them: fewer, larger statements, and a
 * node kept busy while answers travel. On the embedded chain (same thread)
 * it did not help: 100,000 payouts took more CPU with them.
 */
const GROUPS = {
  claims: { transactions: 16, inFlight: 3 },
  bulk: { transactions: 32, inFlight: 8 },
} as const;
/** Rows looked at for one group: a little more than its transactions hold (about 18 each), so they fill. */
const CANDIDATES_PER_TRANSACTION = 20;
const CONFIRM_TIMEOUT_MS = 30_000;
/** How often the statuses of everything in flight are asked for again while one is still unknown. */
const CONFIRM_POLL_MS = 100;

/** What a dispatch did: rows whose payment landed, and rows it sent whose fate is not known yet. */
export interface DispatchTally {
  landed: number;
  unsettled: number;
}

interface PlannedTransaction {
  transaction: Transaction;
  signature: Signature;
  rows: SendableRow[];
}

export interface SendOptions {
  /**
   * Whether the node simulates each transaction first. A player waiting on a
   * claim wants a refusal at once; a bulk dispatch skips it (one that fails
   * lands as failed, is found by its status and is sent again), so the
   * node does not run every transaction twice.
   */
  preflight: boolean;
}

interface PlannedGroup {
  transactions: PlannedTransaction[];
  blockhash: string;
}

/**
 * Sends pending payouts of one pool, many per transaction, exactly once:
 * a group of transactions is built and signed, its rows are claimed with
 * their signatures in one statement (committed before anything is sent),
 * then its transactions are sent side by side and what landed is settled in
 * one database transaction. While a group is on its way the next is built
 * and claimed. What failed goes back in line; what has no answer stays
 * `sent` for the reconciler to decide by signature.
 */
export function createPayoutSender(deps: {
  db: Database;
  repo: PayoutsRepo;
  chain: Chain;
  priorityFees: PriorityFees;
  accounts: GameAccounts;
  wallet: PayoutHistory;
  clock: Clock;
  log: Logger;
  /** When a payout may be tried again after `attempts` tries. */
  later: (attempts: number) => Date;
}) {
  const { db, repo, chain, priorityFees, accounts, wallet, clock, log, later } = deps;
  // One status request a tick for every batch in flight; a node that fails a tick is asked again.
  const statuses = new Confirmations(
    (signatures) => chain.getSignatureStates(signatures),
    CONFIRM_POLL_MS,
    'ask-again',
  );
  const poolBytes = new Map<PoolName, PoolAccountBytes>();
  const mintBytes = addressToBytes(accounts.wloMint);

  function bytesOf(poolName: PoolName): PoolAccountBytes {
    let known = poolBytes.get(poolName);
    if (!known) {
      const pool = accounts.pools[poolName].address;
      known = {
        wallet: addressToBytes(pool),
        source: addressToBytes(associatedTokenAddressSync(pool, accounts.wloMint)),
        mint: mintBytes,
      };
      poolBytes.set(poolName, known);
    }
    return known;
  }

  /** Rows of landed transactions become confirmed, and their history completed, in one transaction. */
  async function complete(confirm: (tx: Database) => Promise<ConfirmedRow[]>): Promise<number> {
    return db.transaction(async (tx) => {
      const rows = await confirm(tx);
      await wallet.completeMany(
        rows.flatMap((row) => (row.historyId ? [{ id: row.historyId, signature: row.signature }] : [])),
        tx,
      );
      return rows.length;
    });
  }

  /** Every row these landed transactions paid (the reconciler knows only signatures). */
  async function settle(signatures: readonly string[]): Promise<number> {
    if (signatures.length === 0) return 0;
    return complete((tx) => repo.confirmSignatures(signatures, tx));
  }

  /** The rows of these landed transactions, by id (what a dispatch claimed). */
  async function settleSent(transactions: readonly PlannedTransaction[]): Promise<number> {
    const landed = transactions.flatMap(({ signature, rows }) =>
      rows.map((row) => ({ id: row.id, signature })),
    );
    if (landed.length === 0) return 0;
    return complete((tx) => repo.confirmLanded(landed, tx));
  }

  /** Rows of transactions that can never land go back to pending, retried after their backoff (or now). */
  async function requeue(
    rows: readonly { id: string; signature: string; attempts: number }[],
    reason: string,
    retryNow = false,
  ): Promise<void> {
    if (rows.length === 0) return;
    // The rows were claimed once more than their stored attempts said when read.
    const attempts = Math.max(0, ...rows.map((row) => row.attempts));
    const nextAttemptAt = retryNow ? clock.now() : later(attempts);
    await repo.requeueSent(rows, { lastError: reason, nextAttemptAt });
  }

  /** Claims every row of the group with its transaction's signature, or none (someone else got one). */
  async function claim({ transactions, blockhash }: PlannedGroup): Promise<boolean> {
    const claims = transactions.flatMap(({ signature, rows }) =>
      rows.map((row) => ({ id: row.id, signature })),
    );
    const marker = new Error('partial claim');
    try {
      await db.transaction(async (tx) => {
        const claimed = await repo.claimMany(claims, { blockhash, sentAt: clock.now() }, tx);
        if (claimed !== claims.length) throw marker;
      });
      return true;
    } catch (error) {
      if (error === marker) return false;
      throw error;
    }
  }

  /**
   * The compute budget of a payout: units from a simulation of its shape,
   * the price from the cluster's recent fees at the median, capped by
   * PAYOUT_PRIORITY_CAP_LAMPORTS (PriorityFees.payoutBudget). Never priced
   * from the accounts it writes: anyone can write the pool's token account
   * (a transfer to it) and so raise that account's recent fee.
   */
  async function budgetOf(message: TransferMessage, blockhash: Uint8Array): Promise<ComputeBudget> {
    const counts = { instructions: message.instructionCount, searching: message.creations };
    const unitLimit = await priorityFees.unitLimit(`payout|${message.shape}`, counts, () => {
      const trial = message.compile(blockhash, { unitLimit: MAX_COMPUTE_UNITS, microLamportsPerUnit: 0n });
      return chain.simulateComputeUnits(unsignedWire(trial));
    });
    return priorityFees.payoutBudget(unitLimit);
  }

  /** The group's transactions, built and signed: as many rows per transaction as fit, in order. */
  async function plan(
    poolName: PoolName,
    rows: readonly SendableRow[],
    groupTransactions: number,
  ): Promise<PlannedGroup> {
    const pool = accounts.pools[poolName];
    const keys = bytesOf(poolName);
    const destinations = rows.map((row) =>
      associatedTokenAddressSync(row.wallet as Address, accounts.wloMint),
    );
    const distinct = [...new Set(destinations)];
    const exists = await chain.accountsExist(distinct);
    const existing = new Set(distinct.filter((_, i) => exists[i]));
    const lifetime = await chain.getLatestBlockhash();
    const blockhash = addressToBytes(lifetime.blockhash);

    const messages: { message: TransferMessage; rows: SendableRow[] }[] = [];
    const memoFor = (row: SendableRow, single: boolean) =>
      single ? `payout:${row.id}:${row.attempts + 1}` : `payouts:${randomUUID()}`;
    let current: { message: TransferMessage; rows: SendableRow[] } | undefined;
    for (const [i, row] of rows.entries()) {
      const destination = destinations[i]!;
      const leg = {
        destination: addressToBytes(destination),
        amount: row.amount,
        createFor: existing.has(destination) ? undefined : addressToBytes(row.wallet),
      };
      if (!current?.message.tryAdd(leg)) {
        if (messages.length === groupTransactions) break;
        current = { message: new TransferMessage(keys, memoFor(row, rows.length === 1)), rows: [] };
        messages.push(current);
        if (!current.message.tryAdd(leg)) throw new Error(`payout ${row.id} does not fit a transaction`);
      }
      current.rows.push(row);
    }
    const transactions = await Promise.all(
      messages.map(async ({ message, rows: included }) => {
        const messageBytes = message.compile(blockhash, await budgetOf(message, blockhash));
        const signatureBytes = await signBytes(pool.keyPair.privateKey, messageBytes);
        const transaction: Transaction = {
          messageBytes: messageBytes as unknown as TransactionMessageBytes,
          signatures: { [pool.address]: signatureBytes },
        };
        return { transaction, signature: base58Encode(signatureBytes) as Signature, rows: included };
      }),
    );
    return { transactions, blockhash: lifetime.blockhash };
  }

  /** Sends a claimed group side by side, then settles what landed and puts back what failed. */
  async function land(group: PlannedGroup, options: SendOptions): Promise<DispatchTally> {
    const refused: { signature: Signature; reason: string }[] = [];
    const sent: Signature[] = [];
    await Promise.all(
      group.transactions.map(async ({ transaction, signature }) => {
        try {
          await chain.sendTransaction(transaction, { skipPreflight: !options.preflight });
          sent.push(signature);
        } catch (error) {
          if (
            isWosError(error) &&
            (error.code === 'PAYMENT__TRANSACTION_FAILED' || error.code === 'PAYMENT__PREFLIGHT_FAILED')
          ) {
            // It did not land, so building it again cannot pay twice.
            refused.push({ signature, reason: error.message });
          } else {
            // Unknown fate: leave it `sent`; the reconciler decides by signature.
            log.warn({ signature, err: error }, 'payout send did not answer');
          }
        }
      }),
    );
    const states = await statuses.states(sent, CONFIRM_TIMEOUT_MS);
    const landed = await settleSent(
      group.transactions.filter(({ signature }) => states.get(signature) === 'confirmed'),
    );
    const claimedRows = (signature: Signature) =>
      (group.transactions.find((planned) => planned.signature === signature)?.rows ?? []).map((row) => ({
        id: row.id,
        signature,
        attempts: row.attempts + 1,
      }));
    for (const { signature, reason } of refused) await requeue(claimedRows(signature), reason);
    for (const signature of sent) {
      if (states.get(signature) === 'failed') await requeue(claimedRows(signature), 'failed on chain');
    }
    // Sent without an answer, or no outcome yet: still `sent`, for the reconciler.
    const decided = new Set([...refused.map((entry) => entry.signature), ...sent]);
    const unsettled = group.transactions
      .filter(({ signature }) => !decided.has(signature) || states.get(signature) === 'unknown')
      .reduce((sum, { rows }) => sum + rows.length, 0);
    return { landed, unsettled };
  }

  /**
   * Sends `pending` (one pool's rows, oldest first) while the pool covers
   * them: a group is taken only when the balance read, less what this call
   * already sent, pays for it; what the pool cannot pay waits with backoff.
   */
  async function sendFromPool(
    poolName: PoolName,
    pending: readonly SendableRow[],
    options: SendOptions,
  ): Promise<DispatchTally> {
    const pool = accounts.pools[poolName];
    // In-process, the chain runs on this thread: more in flight only holds more in memory.
    const shape = options.preflight || chain.kind === 'litesvm' ? GROUPS.claims : GROUPS.bulk;
    const candidates = shape.transactions * CANDIDATES_PER_TRANSACTION;
    const tally: DispatchTally = { landed: 0, unsettled: 0 };
    const inFlight = new Set<Promise<void>>();
    const errors: unknown[] = [];
    let queue = [...pending];
    let balance = await chain.getTokenBalance(pool.address, accounts.wloMint);
    // What this call sent since the balance was read (its debit may not show yet).
    let committed = 0n;
    try {
      while (queue.length > 0 && errors.length === 0) {
        let covered = 0n;
        const affordable: SendableRow[] = [];
        for (const row of queue) {
          if (affordable.length === candidates || covered + row.amount > balance - committed) break;
          covered += row.amount;
          affordable.push(row);
        }
        if (affordable.length === 0) {
          if (committed > 0n) {
            // What is on its way may have landed or failed: read the pool again before giving up.
            await Promise.all(inFlight);
            balance = await chain.getTokenBalance(pool.address, accounts.wloMint);
            committed = 0n;
            if (queue[0]!.amount <= balance) continue;
          }
          await deferShort(poolName, queue, balance);
          break;
        }
        const group = await plan(poolName, affordable, shape.transactions);
        if (!(await claim(group))) {
          const fresh = await repo.findMany(queue.map((row) => row.id));
          queue = fresh.filter((row) => row.status === 'pending');
          continue;
        }
        const claimed = group.transactions.flatMap(({ rows }) => rows);
        const done = new Set(claimed.map((row) => row.id));
        queue = queue.filter((row) => !done.has(row.id));
        committed += claimed.reduce((sum, row) => sum + row.amount, 0n);
        const flight: Promise<void> = land(group, options)
          .then(
            (result) => {
              tally.landed += result.landed;
              tally.unsettled += result.unsettled;
            },
            (error: unknown) => {
              errors.push(error);
            },
          )
          .finally(() => inFlight.delete(flight));
        inFlight.add(flight);
        if (inFlight.size >= shape.inFlight) await Promise.race(inFlight);
      }
    } finally {
      await Promise.all(inFlight);
    }
    if (errors.length > 0) throw errors[0];
    return tally;
  }

  async function deferShort(
    poolName: PoolName,
    queue: readonly SendableRow[],
    balance: bigint,
  ): Promise<void> {
    // One statement per distinct attempt count (their backoffs differ), not one per row.
    const byAttempts = new Map<number, string[]>();
    for (const row of queue) {
      const ids = byAttempts.get(row.attempts) ?? [];
      ids.push(row.id);
      byAttempts.set(row.attempts, ids);
    }
    for (const [attempts, ids] of byAttempts) {
      await repo.defer(ids, { lastError: POOL_SHORT_ERROR, nextAttemptAt: later(attempts + 1) });
    }
    log.warn(
      { pool: poolName, balance: String(balance), waiting: queue.length },
      'payouts wait for the pool',
    );
  }

  return { sendFromPool, settle, requeue };
}

export type PayoutSender = ReturnType<typeof createPayoutSender>;
