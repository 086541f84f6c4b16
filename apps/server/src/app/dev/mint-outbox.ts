import { randomUUID } from 'node:crypto';
import {
  address,
  type Blockhash,
  getSignatureFromTransaction,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { isWosError, WosError } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import type { Chain } from '../../chain/port.ts';
import { memoInstruction, wloMintInstructions } from '../../chain/token.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { FaucetRepo } from './repo.ts';

/** How long a faucet request waits for its mint to land before answering 504 (the reconciler finishes it). */
const CONFIRM_TIMEOUT_MS = 30_000;
const RECONCILE_LIMIT = 500;

/** A mint recorded in the outbox and signed, not yet sent. */
export interface RecordedMint {
  id: string;
  signature: Signature;
  transaction: Transaction;
}

/**
 * The dev faucet's WLO mints, crash-safe like a payout (docs/architecture.md
 * §2, "The dev faucet", decided 2026-11-27):
 *
 * 1. `record` builds and signs the one mint transaction, then commits a
 *    `faucet_mints` row (its signature and blockhash) together with the
 *    player's history row, pending, before anything is sent;
 * 2. `send` sends it and waits for the chain: confirmed → the row and the
 *    history are completed in one database transaction; failed → both failed;
 *    no answer (the node died, the answer was lost: 503/504) → left pending;
 * 3. `reconcile` (a recurring job, so also after a restart) asks the chain
 *    for every pending row's signature: confirmed → completed; failed, or
 *    unknown once its blockhash can never land → failed.
 *
 * Nothing ever builds a mint again or re-sends one: a row is exactly one
 * signed transaction, which the chain executes at most once, so however
 * often a request is retried or the reconciler runs, a row mints at most
 * once, and a kill -9 at any instant leaves chain and history equal once
 * reconciled. Not the payouts outbox: a payout transfers from a pool under
 * its cover check and is retried until paid; a faucet mint comes from the
 * mint authority and is a convenience the player can ask for again, so a
 * mint that did not land simply fails.
 */
export function createMintOutbox(deps: {
  db: Database;
  repo: FaucetRepo;
  chain: Chain;
  accounts: GameAccounts;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo, chain, accounts, wallet, clock } = deps;

  /** Settles pending rows (only those still pending) and their history rows, in one database transaction. */
  async function settle(ids: readonly string[], status: 'confirmed' | 'failed'): Promise<void> {
    if (ids.length === 0) return;
    await db.transaction(async (tx) => {
      const rows = await repo.settle(ids, status, clock.now(), tx);
      if (status === 'confirmed') {
        await wallet.completeMany(
          rows.map((row) => ({ id: row.historyId, signature: row.signature })),
          tx,
        );
      } else {
        for (const row of rows) await wallet.fail([row.historyId], row.signature, tx);
      }
    });
  }

  return {
    /** Builds and signs the mint of `amount` base units to `owner`, and commits it, pending, with its history row. */
    async record(owner: string, amount: bigint): Promise<RecordedMint> {
      const authority = accounts.mintAuthority;
      if (!authority)
        throw new WosError('NOT_FOUND', { message: 'The faucet is not available on this network' });
      const id = randomUUID();
      const instructions = [
        ...(await wloMintInstructions(accounts.wloMint, authority, address(owner), amount)),
        // Two equal airdrops under one blockhash must still be two transactions.
        memoInstruction(`airdrop:${id}`),
      ];
      const lifetime = await chain.getLatestBlockhash();
      const transaction = await buildServerSigned(authority, [], instructions, lifetime);
      const signature = getSignatureFromTransaction(transaction);
      await db.transaction(async (tx) => {
        const historyId = await wallet.record(
          {
            wallet: owner,
            type: 'Airdrop',
            category: 'dev',
            item: 'WLO',
            amount,
            token: 'WLO',
            status: 'pending',
            signature,
          },
          tx,
        );
        await repo.insert(
          {
            id,
            wallet: owner,
            amount,
            status: 'pending',
            signature,
            blockhash: lifetime.blockhash,
            historyId,
            createdAt: clock.now(),
          },
          tx,
        );
      });
      return { id, signature, transaction };
    },

    /**
     * Sends a recorded mint and settles it by what the chain says. A send or
     * confirmation without an answer leaves it pending (the error is
     * rethrown: 503, or 504 with the signature) for the reconciler.
     */
    async send(mint: RecordedMint): Promise<Signature> {
      try {
        await chain.sendTransaction(mint.transaction);
      } catch (error) {
        // It executed and failed: the chain has decided.
        if (isWosError(error) && error.code === 'PAYMENT__TRANSACTION_FAILED')
          await settle([mint.id], 'failed');
        throw error;
      }
      const state = await chain.confirmTransaction(mint.signature, CONFIRM_TIMEOUT_MS);
      if (state === 'confirmed') {
        await settle([mint.id], 'confirmed');
        return mint.signature;
      }
      if (state === 'failed') {
        await settle([mint.id], 'failed');
        throw new WosError('PAYMENT__TRANSACTION_FAILED', { message: 'The faucet mint failed on chain' });
      }
      throw new WosError('PAYMENT__CONFIRMATION_TIMEOUT', { details: { signature: mint.signature } });
    },

    /** Settles every pending mint the chain has decided: landed, failed, or never to land. */
    async reconcile(): Promise<void> {
      // No mint authority (a network the game does not mint on): there is no faucet, so nothing to settle.
      if (!accounts.mintAuthority) return;
      const rows = await repo.pending(RECONCILE_LIMIT);
      if (rows.length === 0) return;
      const states = await chain.getSignatureStates(rows.map((row) => row.signature as Signature));
      const confirmed: string[] = [];
      const failed: string[] = [];
      for (const [i, row] of rows.entries()) {
        const state = states[i];
        if (state === 'confirmed') confirmed.push(row.id);
        else if (state === 'failed') failed.push(row.id);
        else {
          const age = clock.nowMs() - row.createdAt.getTime();
          if (await chain.transactionExpired(row.blockhash as Blockhash, age)) failed.push(row.id);
        }
      }
      await settle(confirmed, 'confirmed');
      await settle(failed, 'failed');
    },
  };
}

export type MintOutbox = ReturnType<typeof createMintOutbox>;
