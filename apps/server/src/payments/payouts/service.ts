import { randomUUID } from 'node:crypto';
import type { Blockhash, Signature } from '@solana/kit';
import { type TransactionKind, WosError } from '@wos/shared';
import type { Logger } from 'pino';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { PoolName } from '../../chain/pools.ts';
import type { Chain } from '../../chain/port.ts';
import type { PriorityFees } from '../../chain/priority-fees.ts';
import type { Database } from '../../db/database.ts';
import { orderedUuids } from '../../db/ordered-uuids.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { PayoutHistory } from './history-port.ts';
import { createOutboxSummaryQueries, type OutboxSummary } from './outbox-summary.ts';
import type { NewPayoutRow, PayoutRow, PayoutsRepo, SendableRow } from './repo.ts';
import { createPayoutSender, type DispatchTally, type SendOptions } from './sender.ts';

/** A pending row younger than this may be mid-dispatch by its creator; leave it to them. */
const PENDING_GRACE_MS = 5_000;
/** Retry delays double from the first to the last, then stay there. */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 10 * 60_000;
/** A payout pending longer than this is logged for the operator. */
const STUCK_AFTER_MS = 10 * 60_000;
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
  /**
   * The pool already holds this payout's money for it (a payment into the
   * marketplace escrow that landed), so it is accepted without the cover check:
   * that check counts a payout that landed but is not confirmed yet twice,
   * which an escrow holding exactly what it owes cannot afford.
   */
  prepaid?: boolean;
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
  /** The compute budget every payout carries (chain/priority-fees.ts). */
  priorityFees: PriorityFees;
  accounts: GameAccounts;
  /** The player's history (the wallet feature), through the port payouts need. */
  wallet: PayoutHistory;
  clock: Clock;
  log: Logger;
}) {
  const { db, repo, chain, priorityFees, accounts, wallet, clock, log } = deps;

  const later = (attempts: number) => new Date(clock.nowMs() + retryDelayMs(attempts));

  const outbox = createOutboxSummaryQueries(db);
  const sender = createPayoutSender({ db, repo, chain, priorityFees, accounts, wallet, clock, log, later });

  /** Sends pending rows, pool by pool, many per transaction. */
  async function sendRows(rows: readonly SendableRow[], options: SendOptions): Promise<DispatchTally> {
    const byPool = new Map<PoolName, SendableRow[]>();
    for (const row of rows) {
      if (row.status !== 'pending') continue;
      const pool = row.sourcePool as PoolName;
      const list = byPool.get(pool) ?? [];
      list.push(row);
      byPool.set(pool, list);
    }
    const tally: DispatchTally = { landed: 0, unsettled: 0 };
    for (const [pool, pending] of byPool) {
      const sent = await sender.sendFromPool(pool, pending, options);
      tally.landed += sent.landed;
      tally.unsettled += sent.unsettled;
    }
    return tally;
  }

  async function dispatchBatch(ids: readonly string[]): Promise<Map<string, PayoutReceipt>> {
    await sendRows(await repo.findMany(ids), { preflight: true });
    const receipts = new Map<string, PayoutReceipt>();
    for (const row of await repo.findMany(ids)) receipts.set(row.id, receipt(row));
    return receipts;
  }

  /** Refuses (PAYMENT__POOL_INSUFFICIENT) a payout its pool cannot cover, holding the pool's cover lock. */
  async function assertCovered(tx: Database, request: PayoutRequest): Promise<void> {
    await repo.lockPool(request.sourcePool, tx);
    // Owed first, balance second: a payout landing in between is counted twice, never missed.
    const owed = await repo.openTotal(request.sourcePool, tx);
    const balance = await chain.getTokenBalance(accounts.pools[request.sourcePool].address, accounts.wloMint);
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
      if (!request.prepaid) await assertCovered(tx, request);
      const { history, prepaid: _prepaid, ...payout } = request;
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
    async enqueueMany(tx: Database, requests: readonly PayoutRequest[]): Promise<NewPayoutRow[]> {
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
      // Ascending ids (the requests' order): the rows' index entries land side by side.
      const ids = orderedUuids(requests.length);
      const historyIds = orderedUuids(requests.length);
      const rows = requests.map(({ history, ...payout }, i) => {
        if (history) histories.set(payout.dedupeKey, history);
        return {
          id: ids[i]!,
          ...payout,
          status: 'pending' as const,
          historyId: history ? historyIds[i]! : null,
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

    /**
     * Sends up to `limit` due payouts of one kind (oldest first), read in one
     * statement, without preflight (a bulk dispatch: see SendOptions); returns how many landed and how many were sent without an
     * answer yet (the reconciler settles those).
     */
    async dispatchDueOfKind(kind: string, limit: number): Promise<DispatchTally> {
      return sendRows(await repo.listDueOfKind(kind, clock.now(), limit), { preflight: false });
    },

    async dispatch(id: string): Promise<PayoutReceipt> {
      return (await dispatchBatch([id])).get(id) ?? { status: 'pending', signature: null };
    },

    /** Sends these payouts, many per transaction (one pool each), each exactly once. */
    dispatchBatch,

    /** Re-checks sent payouts by signature, then sends the pending ones that are due, in batches. */
    async reconcile(): Promise<void> {
      const sent = await repo.listSent(RECONCILE_LIMIT);
      const bySignature = new Map<string, PayoutRow[]>();
      for (const row of sent) {
        if (!row.signature) continue;
        const rows = bySignature.get(row.signature) ?? [];
        rows.push(row);
        bySignature.set(row.signature, rows);
      }
      const signatures = [...bySignature.keys()] as Signature[];
      const states = await chain.getSignatureStates(signatures);
      await sender.settle(signatures.filter((_, i) => states[i] === 'confirmed'));
      for (const [i, signature] of signatures.entries()) {
        const rows = bySignature.get(signature)!;
        const state = states[i];
        const claimed = rows.map((row) => ({ id: row.id, signature, attempts: row.attempts }));
        if (state === 'failed') {
          await sender.requeue(claimed, 'failed on chain');
        } else if (state !== 'confirmed' && rows[0]!.blockhash) {
          const age = clock.nowMs() - (rows[0]!.sentAt ?? rows[0]!.createdAt).getTime();
          if (await chain.transactionExpired(rows[0]!.blockhash as Blockhash, age)) {
            await sender.requeue(claimed, 'never landed', true);
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

    /**
     * The outbox as the operator reads it (OutboxSummary: pending, sent,
     * failed attempts waiting for their retry, confirmed when asked).
     */
    async summary(withConfirmed: boolean): Promise<OutboxSummary> {
      return outbox.summary(withConfirmed);
    },

    /** Payouts whose last attempt failed, oldest first, with their reason (lastError). */
    async listFailed(limit: number): Promise<PayoutRow[]> {
      return outbox.listFailed(limit);
    },

    /** What each pool owes in payouts not yet confirmed, read without locks (displays). */
    async owedByPool(): Promise<Map<PoolName, bigint>> {
      return (await outbox.openTotals()) as Map<PoolName, bigint>;
    },
  };
}

function receipt(row: PayoutRow): PayoutReceipt {
  return { status: row.status, signature: row.signature };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
