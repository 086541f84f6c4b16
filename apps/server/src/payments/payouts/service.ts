import { randomUUID } from 'node:crypto';
import { type Blockhash, getSignatureFromTransaction, type Signature } from '@solana/kit';
import { isWosError, type TransactionKind, WosError } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import type { Logger } from 'pino';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { PoolName } from '../../chain/pools.ts';
import type { Chain } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { planPayoutBatch } from './batch.ts';
import type { PayoutHistory } from './history-port.ts';
import type { PayoutRow, PayoutsRepo } from './repo.ts';

/** A pending row younger than this may be mid-dispatch by its creator; leave it to them. */
const PENDING_GRACE_MS = 5_000;
/** Retry delays double from the first to the last, then stay there. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
/** A payout pending longer than this is logged for the operator. */
const STUCK_AFTER_MS = 10 * 60_000;
const CONFIRM_TIMEOUT_MS = 30_000;
const RECONCILE_LIMIT = 500;

export const POOL_SHORT_MESSAGE = 'The rewards pool cannot pay this claim right now; please try again later';

export interface PayoutRequest {
  kind: string;
  wallet: string;
  /** WLO base units. */
  amount: bigint;
  sourcePool: PoolName;
  /** One payout per key, ever (e.g. `stake:<id>:rewards`). */
  dedupeKey: string;
  /** The player's history row for it: written pending, completed with the signature when paid. */
  history?: TransactionKind & { item: string };
}

export interface PayoutReceipt {
  status: PayoutRow['status'];
  signature: string | null;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Server-signed WLO payments from the pool wallets, through the outbox.
 * A payout is accepted only when its pool can cover it; once accepted it is
 * never given up: what cannot be sent now waits, with backoff, until it can.
 */
export function createPayoutsService(deps: {
  db: Database;
  repo: PayoutsRepo;
  chain: Chain;
  accounts: GameAccounts;
  /** The player's history (the wallet feature), through the port payouts need. */
  wallet: PayoutHistory;
  clock: Clock;
  log: Logger;
}) {
  const { db, repo, chain, accounts, wallet, clock, log } = deps;

  const later = (attempts: number) => new Date(clock.nowMs() + retryDelayMs(attempts));

  /** Every row a landed transaction paid becomes confirmed, and its history completed. */
  async function settle(signature: string): Promise<void> {
    await db.transaction(async (tx) => {
      const rows = await repo.confirmSignature(signature, tx);
      const historyIds = rows.flatMap((row) => (row.historyId ? [row.historyId] : []));
      await wallet.complete(historyIds, signature, tx);
    });
  }

  async function requeue(signature: string, reason: string, retryNow = false): Promise<void> {
    const rows = await repo.listBySignature(signature);
    const attempts = Math.max(0, ...rows.map((row) => row.attempts));
    const nextAttemptAt = retryNow ? clock.now() : later(attempts);
    await repo.requeueSignature(signature, { lastError: reason, nextAttemptAt });
  }

  /** Claims `rows` for one transaction in one update, or none of them (someone else got one). */
  async function claim(rows: PayoutRow[], sent: { signature: string; blockhash: string }): Promise<boolean> {
    const marker = new Error('partial claim');
    try {
      await db.transaction(async (tx) => {
        const claimed = await repo.claimBatch(
          rows.map((row) => row.id),
          { ...sent, sentAt: clock.now() },
          tx,
        );
        if (claimed.length !== rows.length) throw marker;
      });
      return true;
    } catch (error) {
      if (error === marker) return false;
      throw error;
    }
  }

  /** Sends one pool's pending payouts, as many per transaction as fit, in order, while the pool covers them. */
  async function sendFromPool(poolName: PoolName, pending: PayoutRow[]): Promise<void> {
    const pool = accounts.pools[poolName];
    let queue = pending;
    while (queue.length > 0) {
      const balance = await chain.getTokenBalance(pool.address, accounts.wloMint);
      let covered = 0n;
      const affordable: PayoutRow[] = [];
      for (const row of queue) {
        if (covered + row.amount > balance) break;
        covered += row.amount;
        affordable.push(row);
      }
      if (affordable.length === 0) {
        for (const row of queue) {
          await repo.defer([row.id], {
            lastError: 'pool short of WLO',
            nextAttemptAt: later(row.attempts + 1),
          });
        }
        log.warn(
          { pool: poolName, balance: String(balance), waiting: queue.length },
          'payouts wait for the pool',
        );
        return;
      }
      const lifetime = await chain.getLatestBlockhash();
      const first = affordable[0]!;
      const memo =
        affordable.length === 1 ? `payout:${first.id}:${first.attempts + 1}` : `payouts:${randomUUID()}`;
      const { instructions, included } = await planPayoutBatch({
        pool,
        rows: affordable,
        mint: accounts.wloMint,
        chain,
        lifetime,
        memo,
      });
      const transaction = await buildServerSigned(pool, [], instructions, lifetime);
      const signature = getSignatureFromTransaction(transaction);
      // Whoever claims the rows with this signature sends them; a partial claim sends nothing.
      if (!(await claim(included, { signature, blockhash: lifetime.blockhash }))) {
        const fresh = await repo.findMany(queue.map((row) => row.id));
        queue = fresh.filter((row) => row.status === 'pending');
        continue;
      }
      const done = new Set(included.map((row) => row.id));
      queue = queue.filter((row) => !done.has(row.id));
      await sendClaimed(transaction, signature);
    }
  }

  async function sendClaimed(
    transaction: Parameters<Chain['sendTransaction']>[0],
    signature: Signature,
  ): Promise<void> {
    try {
      await chain.sendTransaction(transaction);
    } catch (error) {
      if (
        isWosError(error) &&
        (error.code === 'PAYMENT__TRANSACTION_FAILED' || error.code === 'PAYMENT__PREFLIGHT_FAILED')
      ) {
        // It did not land, so building it again cannot pay twice.
        await requeue(signature, error.message);
      } else {
        // Unknown fate: leave it `sent`; reconcile() decides by signature.
        log.warn({ signature, err: error }, 'payout send did not answer');
      }
      return;
    }
    const state = await chain.confirmTransaction(signature, CONFIRM_TIMEOUT_MS);
    if (state === 'confirmed') await settle(signature);
    else if (state === 'failed') await requeue(signature, 'failed on chain');
  }

  async function dispatchBatch(ids: readonly string[]): Promise<Map<string, PayoutReceipt>> {
    const rows = await repo.findMany(ids);
    const byPool = new Map<PoolName, PayoutRow[]>();
    for (const row of rows) {
      if (row.status !== 'pending') continue;
      const pool = row.sourcePool as PoolName;
      byPool.set(pool, [...(byPool.get(pool) ?? []), row]);
    }
    for (const [pool, pending] of byPool) await sendFromPool(pool, pending);
    const receipts = new Map<string, PayoutReceipt>();
    for (const row of await repo.findMany(ids)) receipts.set(row.id, receipt(row));
    return receipts;
  }

  return {
    /**
     * Accepts a payout inside the caller's transaction when its pool can
     * cover it (chain balance less what the pool already owes), else refuses
     * with PAYMENT__POOL_INSUFFICIENT so the caller changes nothing. Dispatch after commit.
     */
    async enqueue(tx: Database, request: PayoutRequest): Promise<PayoutRow> {
      const existing = await repo.findByDedupeKey(request.dedupeKey, tx);
      if (existing) return existing;
      await repo.lockPool(request.sourcePool, tx);
      // Owed first, balance second: a payout landing in between is counted twice, never missed.
      const owed = await repo.openTotal(request.sourcePool, tx);
      const balance = await chain.getTokenBalance(
        accounts.pools[request.sourcePool].address,
        accounts.wloMint,
      );
      if (balance - owed < request.amount) {
        log.warn(
          {
            pool: request.sourcePool,
            balance: String(balance),
            owed: String(owed),
            amount: String(request.amount),
          },
          'payout refused: pool short',
        );
        throw new WosError('PAYMENT__POOL_INSUFFICIENT');
      }
      const { history, ...payout } = request;
      const { row, inserted } = await repo.insertOnce(
        { id: randomUUID(), ...payout, status: 'pending', createdAt: clock.now() },
        tx,
      );
      if (!inserted || !history) return row;
      const historyId = await wallet.record(
        { ...history, wallet: row.wallet, amount: row.amount, token: 'WLO', status: 'pending' },
        tx,
      );
      await repo.update(row.id, { historyId }, tx);
      return { ...row, historyId };
    },

    /**
     * What a pool can still promise, inside the caller's transaction: its
     * chain balance less what it owes. Holds the pool's cover lock until the
     * transaction ends, so nothing else is accepted against it meanwhile.
     */
    /** What the pool owes in payouts not yet confirmed, read without locks (displays). */
    async owed(pool: PoolName): Promise<bigint> {
      return repo.openTotal(pool);
    },

    async spendable(tx: Database, pool: PoolName): Promise<bigint> {
      await repo.lockPool(pool, tx);
      const owed = await repo.openTotal(pool, tx);
      const balance = await chain.getTokenBalance(accounts.pools[pool].address, accounts.wloMint);
      return balance - owed;
    },

    /**
     * Many payouts at once (e.g. weekly rewards, one per wallet), inside the
     * caller's transaction: all are accepted when their pools cover them
     * together, else none (PAYMENT__POOL_INSUFFICIENT). Existing dedupe keys are
     * skipped; returns the rows this call made. Dispatch after commit.
     */
    async enqueueMany(tx: Database, requests: readonly PayoutRequest[]): Promise<PayoutRow[]> {
      const needs = new Map<PoolName, bigint>();
      for (const request of requests) {
        needs.set(request.sourcePool, (needs.get(request.sourcePool) ?? 0n) + request.amount);
      }
      for (const [pool, need] of needs) {
        await repo.lockPool(pool, tx);
        const owed = await repo.openTotal(pool, tx);
        const balance = await chain.getTokenBalance(accounts.pools[pool].address, accounts.wloMint);
        if (balance - owed < need) throw new WosError('PAYMENT__POOL_INSUFFICIENT');
      }
      const createdAt = clock.now();
      const histories = new Map<string, NonNullable<PayoutRequest['history']>>();
      const rows = requests.map(({ history, ...payout }) => {
        if (history) histories.set(payout.dedupeKey, history);
        return {
          id: randomUUID(),
          ...payout,
          status: 'pending' as const,
          historyId: history ? randomUUID() : null,
          createdAt,
        };
      });
      const inserted = await repo.insertManyOnce(rows, tx);
      await wallet.recordMany(
        inserted.flatMap((row) => {
          const history = histories.get(row.dedupeKey);
          if (!history || !row.historyId) return [];
          return [
            {
              ...history,
              id: row.historyId,
              wallet: row.wallet,
              amount: row.amount,
              token: 'WLO' as const,
              status: 'pending' as const,
            },
          ];
        }),
        tx,
      );
      return inserted;
    },

    /** Ids of pending payouts of one kind that may be sent now (a dispatcher resuming its work). */
    async dueIdsOfKind(kind: string, limit: number): Promise<string[]> {
      return repo.listDueIdsOfKind(kind, clock.now(), limit);
    },

    async dispatch(id: string): Promise<PayoutReceipt> {
      return (await dispatchBatch([id])).get(id) ?? { status: 'pending', signature: null };
    },

    /** Sends these payouts, many per transaction (one pool each), each exactly once. */
    dispatchBatch,

    /** Re-checks sent payouts by signature, then sends the pending ones that are due, in batches. */
    async reconcile(): Promise<void> {
      const sent = await repo.listSent(RECONCILE_LIMIT);
      for (const signature of new Set(sent.flatMap((row) => (row.signature ? [row.signature] : [])))) {
        const row = sent.find((candidate) => candidate.signature === signature)!;
        const state = await chain.getSignatureState(signature as Signature);
        if (state === 'confirmed') {
          await settle(signature);
        } else if (state === 'failed') {
          await requeue(signature, 'failed on chain');
        } else if (row.blockhash) {
          const age = clock.nowMs() - (row.sentAt ?? row.createdAt).getTime();
          if (await chain.transactionExpired(row.blockhash as Blockhash, age)) {
            await requeue(signature, 'never landed', true);
          }
        }
      }
      const now = clock.now();
      const due = await repo.listDue(now, new Date(now.getTime() - PENDING_GRACE_MS), RECONCILE_LIMIT);
      for (const row of await repo.listPendingSince(new Date(now.getTime() - STUCK_AFTER_MS), 50)) {
        log.warn(
          { payout: row.id, pool: row.sourcePool, attempts: row.attempts, lastError: row.lastError },
          'payout pending for over ten minutes',
        );
      }
      if (due.length > 0) await dispatchBatch(due.map((row) => row.id));
    },

    /** Keys (e.g. `stake:<id>:rewards`) of what the game still owes this wallet. */
    async openKeysOf(wallet: string): Promise<string[]> {
      return repo.openKeysOf(wallet);
    },

    /** What an operator looks at: payouts in one status, oldest first. */
    async list(status: PayoutRow['status'], limit: number): Promise<PayoutRow[]> {
      return repo.listByStatus(status, limit);
    },

    /** Counts of payouts per status, for the operator's metrics (only the statuses asked are counted). */
    async countByStatus(
      statuses: readonly PayoutRow['status'][],
    ): Promise<Record<PayoutRow['status'], number>> {
      return repo.countByStatus(statuses);
    },
  };
}

function receipt(row: PayoutRow): PayoutReceipt {
  return { status: row.status, signature: row.signature };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
