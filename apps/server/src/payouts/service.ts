import { randomUUID } from 'node:crypto';
import { address, type Blockhash, getSignatureFromTransaction, type Signature } from '@solana/kit';
import { isWosError } from '@wos/shared';
import type { Logger } from 'pino';
import type { GameAccounts } from '../chain/accounts.ts';
import { buildServerSigned } from '../chain/compile.ts';
import type { Chain } from '../chain/port.ts';
import { memoInstruction, wloTransferInstructions } from '../chain/token.ts';
import type { Clock } from '../clock/clock.ts';
import type { PoolName } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PayoutRow, PayoutsRepo } from './repo.ts';

const MAX_ATTEMPTS = 5;
/** A pending row younger than this may be mid-dispatch by its creator; leave it to them. */
const PENDING_GRACE_MS = 5_000;

export interface PayoutRequest {
  kind: string;
  wallet: string;
  /** WLO base units. */
  amount: bigint;
  sourcePool: PoolName;
  /** One payout per key, ever (e.g. `stake:<id>:rewards`). */
  dedupeKey: string;
}

export interface PayoutReceipt {
  status: PayoutRow['status'];
  signature: string | null;
}

/** Server-signed WLO payments from the pool wallets, through the outbox. */
export function createPayoutsService(deps: {
  db: Database;
  repo: PayoutsRepo;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
  log: Logger;
}) {
  const { repo, chain, accounts, clock, log } = deps;

  async function dispatch(id: string): Promise<PayoutReceipt> {
    const row = await repo.find(id);
    if (row?.status !== 'pending') return receipt(row);
    const pool = accounts.pools[row.sourcePool as PoolName];
    const lifetime = await chain.getLatestBlockhash();
    const instructions = [
      ...(await wloTransferInstructions({
        mint: accounts.wloMint,
        from: pool,
        to: address(row.wallet),
        amount: row.amount,
        payer: pool,
      })),
      // Names the payout on chain, and makes each attempt a distinct transaction.
      memoInstruction(`payout:${row.id}:${row.attempts + 1}`),
    ];
    const transaction = await buildServerSigned(pool, [], instructions, lifetime);
    const signature = getSignatureFromTransaction(transaction);
    // Claim the row with the signature before sending: whoever claims it sends it.
    const claimed = await repo.transition(row.id, 'pending', {
      status: 'sent',
      signature,
      blockhash: lifetime.blockhash,
      sentAt: clock.now(),
      attempts: row.attempts + 1,
    });
    if (!claimed) return receipt(await repo.find(id));
    try {
      await chain.sendTransaction(transaction);
      const state = await chain.confirmTransaction(signature, 30_000);
      if (state === 'confirmed')
        return receipt(await repo.transition(row.id, 'sent', { status: 'confirmed' }));
      if (state === 'failed') return receipt(await retryLater(claimed, 'failed on chain'));
      return receipt(claimed);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (isWosError(error) && error.code === 'CHAIN_UNAVAILABLE') return receipt(claimed);
      log.error({ payout: row.id, err: error }, 'payout failed');
      return receipt(await retryLater(claimed, reason));
    }
  }

  /** Puts a payout whose transaction can never land back in line, or gives up after MAX_ATTEMPTS. */
  async function retryLater(row: PayoutRow, reason: string): Promise<PayoutRow | undefined> {
    const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    return repo.transition(row.id, 'sent', { status, lastError: reason, signature: null, blockhash: null });
  }

  return {
    /** Writes the payout inside the caller's transaction; dispatch it after commit. */
    async enqueue(tx: Database, request: PayoutRequest): Promise<PayoutRow> {
      return repo.insertOnce({ id: randomUUID(), ...request, status: 'pending', createdAt: clock.now() }, tx);
    },

    dispatch,

    /** Re-checks open payouts by signature and sends the ones never sent. */
    async reconcile(): Promise<void> {
      for (const row of await repo.listOpen()) {
        if (row.status === 'pending') {
          if (clock.nowMs() - row.createdAt.getTime() >= PENDING_GRACE_MS || row.attempts > 0)
            await dispatch(row.id);
          continue;
        }
        if (!row.signature || !row.blockhash) continue;
        const state = await chain.getSignatureState(row.signature as Signature);
        if (state === 'confirmed') {
          await repo.transition(row.id, 'sent', { status: 'confirmed' });
        } else if (state === 'failed') {
          await retryLater(row, 'failed on chain');
        } else {
          const age = clock.nowMs() - (row.sentAt ?? row.createdAt).getTime();
          if (await chain.transactionExpired(row.blockhash as Blockhash, age))
            await retryLater(row, 'never landed');
        }
      }
    },
  };
}

function receipt(row: PayoutRow | undefined): PayoutReceipt {
  return { status: row?.status ?? 'pending', signature: row?.signature ?? null };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
