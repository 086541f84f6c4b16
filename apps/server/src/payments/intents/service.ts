import {
  type Address,
  type Blockhash,
  getBase64Encoder,
  getSignatureFromTransaction,
  partiallySignTransaction,
  type Signature,
} from '@solana/kit';
import { isWosError, WosError } from '@wos/shared';
import type { Logger } from 'pino';
import type { Chain } from '../../chain/port.ts';
import { verifySignedTransaction } from '../../chain/verify.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { type BuiltPayment, buildPayment } from './build-payment.ts';
import type { IntentEffect } from './effect.ts';
import { locateIntent } from './locate.ts';
import type {
  PaidAction,
  PaymentRequest,
  PreparedPayment,
  Processed,
  ProcessRequest,
  WriteRows,
} from './paid-action.ts';
import type { IntentRow, IntentsRepo } from './repo.ts';

/** How long a prepared transaction may wait for the wallet's signature. */
const INTENT_TTL_MS = 120_000;
const CONFIRM_TIMEOUT_MS = 30_000;

/**
 * The two-phase protocol of every player-paid action (docs/architecture.md §4): prepare
 * stores the exact message; process accepts only that message signed by the
 * wallet, sends it, confirms it and applies the effect once. A timeout
 * leaves the intent `sending` with its signature for reconcile() to finish.
 * A feature adds its action with `define(kind, effect)`; nothing here names one.
 */
export function createIntentsService(deps: {
  db: Database;
  repo: IntentsRepo;
  chain: Chain;
  clock: Clock;
  log: Logger;
  /** The WLO mint, for the token legs of payments. */
  mint: Address;
}) {
  const { db, repo, chain, clock, log, mint } = deps;
  const effects = new Map<string, IntentEffect<unknown>>();

  /** The effect of a stored intent, whatever its kind (reconcile, abandon). */
  function effectOf(kind: string): IntentEffect<unknown> {
    const effect = effects.get(kind);
    if (!effect) throw new Error(`no effect registered for intent kind ${kind}`);
    return effect;
  }

  async function finish<Result>(
    effect: IntentEffect<Result>,
    intent: IntentRow,
    signature: string,
  ): Promise<Result> {
    return db.transaction(async (tx) => {
      const claimed = await repo.transition(intent.id, 'sending', { status: 'confirmed' }, tx);
      if (!claimed) return effect.result.parse((await repo.find(intent.id, tx))?.result);
      const result = await effect.apply(tx, intent, signature);
      await repo.transition(intent.id, 'confirmed', { result }, tx);
      return result;
    });
  }

  /** The effect's hooks for a payment that will never land. */
  async function undo(tx: Database, intent: IntentRow): Promise<void> {
    const effect = effectOf(intent.kind);
    await effect.release?.(tx, intent);
    await effect.failed?.(tx, intent);
  }

  async function fail(intent: IntentRow, from: IntentRow['status'], error: string): Promise<void> {
    await db.transaction(async (tx) => {
      if (await repo.transition(intent.id, from, { status: 'failed', error }, tx)) await undo(tx, intent);
    });
  }

  async function abandon(id: string, tx: Database, reason: string, kind?: string): Promise<boolean> {
    const intent = await repo.find(id, tx);
    if (!intent || (kind !== undefined && intent.kind !== kind)) return false;
    if (!(await repo.transition(id, 'prepared', { status: 'failed', error: reason }, tx))) return false;
    await undo(tx, intent);
    return true;
  }

  /**
   * prepared → sending with the signature, and the effect's reservation in
   * the same transaction. False when another call got there first.
   */
  async function startSending(
    { reserve }: IntentEffect<unknown>,
    intent: IntentRow,
    signature: string,
  ): Promise<boolean> {
    const changes = { status: 'sending' as const, signature, sentAt: clock.now() };
    if (!reserve) return repo.transition(intent.id, 'prepared', changes);
    try {
      return await db.transaction(async (tx) => {
        if (!(await repo.transition(intent.id, 'prepared', changes, tx))) return false;
        await reserve(tx, intent);
        return true;
      });
    } catch (error) {
      // Refused by the effect: this payment can never go through.
      if (isWosError(error)) await fail(intent, 'prepared', error.message);
      throw error;
    }
  }

  /** sending → prepared after a refused preflight (nothing landed), giving back the reservation. */
  async function backToPrepared(effect: IntentEffect<unknown>, intent: IntentRow): Promise<void> {
    await db.transaction(async (tx) => {
      const changes = { status: 'prepared' as const, signature: null, sentAt: null };
      if (await repo.transition(intent.id, 'sending', changes, tx)) await effect.release?.(tx, intent);
    });
  }

  /** The answer to a process call on an intent that is no longer `prepared`. */
  async function settled<Result>(
    effect: IntentEffect<Result>,
    intent: IntentRow,
    signature: string,
    rebroadcast?: () => Promise<void>,
  ): Promise<Processed<Result>> {
    if (intent.status === 'confirmed')
      return { signature: intent.signature ?? signature, result: effect.result.parse(intent.result) };
    if (intent.status === 'failed') {
      throw new WosError('PAYMENT__TRANSACTION_FAILED', { message: intent.error ?? 'Transaction failed' });
    }
    // Sending: another call or a timed-out attempt; see whether it landed meanwhile.
    let state = await chain.getSignatureState((intent.signature ?? signature) as Signature);
    if (state === 'unknown' && rebroadcast && intent.signature === signature) {
      // A real network drops transactions: sending the very same one again
      // (same signature, so it can land only once) is what a wallet would do.
      await rebroadcast();
      state = await chain.confirmTransaction(signature as Signature, CONFIRM_TIMEOUT_MS);
    }
    if (state === 'failed') {
      await fail(intent, 'sending', 'Transaction failed on chain');
      throw new WosError('PAYMENT__TRANSACTION_FAILED');
    }
    if (state === 'confirmed')
      return { signature: intent.signature ?? signature, result: await finish(effect, intent, signature) };
    throw new WosError('PAYMENT__CONFIRMATION_TIMEOUT', {
      details: { signature: intent.signature ?? signature },
    });
  }

  async function store(built: BuiltPayment, tx: Database): Promise<PreparedPayment> {
    const { transaction, ...row } = built;
    const now = clock.now();
    await repo.insert(
      { ...row, expiresAt: new Date(now.getTime() + INTENT_TTL_MS), status: 'prepared', createdAt: now },
      tx,
    );
    return { id: built.id, transaction };
  }

  async function prepare(
    kind: string,
    effect: IntentEffect<unknown>,
    payment: PaymentRequest,
    write?: WriteRows,
  ): Promise<PreparedPayment> {
    // Chain reads and compiling happen before the transaction opens, so they hold no connection.
    const built = await buildPayment(kind, payment, { chain, mint, cosigner: effect.cosigner?.address });
    if (!write) return store(built, db);
    return db.transaction(async (tx) => {
      await write(tx, built.id);
      return store(built, tx);
    });
  }

  async function process<Result>(
    kind: string,
    effect: IntentEffect<Result>,
    input: ProcessRequest,
  ): Promise<Processed<Result>> {
    const intent = await locateIntent(repo, kind, input);
    const messageBytes = new Uint8Array(getBase64Encoder().encode(intent.messageBase64));
    const transaction = await verifySignedTransaction(
      { messageBytes },
      input.signedTransaction,
      input.wallet as Address,
    );
    const signature = getSignatureFromTransaction(transaction);
    const { cosigner } = effect;
    const complete = async () =>
      cosigner ? await partiallySignTransaction([cosigner.keyPair], transaction) : transaction;
    const rebroadcast = async () => {
      await chain.sendTransaction(await complete());
    };
    if (intent.status !== 'prepared') return settled(effect, intent, signature, rebroadcast);
    if (clock.nowMs() > intent.expiresAt.getTime()) {
      await fail(intent, 'prepared', 'The transaction expired before it was signed');
      throw new WosError('PAYMENT__TRANSACTION_EXPIRED');
    }
    if (!(await startSending(effect, intent, signature))) {
      return settled(effect, (await repo.find(intent.id)) ?? intent, signature);
    }

    try {
      await chain.sendTransaction(await complete(), { skipPreflight: input.skipPreflight ?? false });
    } catch (error) {
      if (isWosError(error) && error.code === 'PAYMENT__PREFLIGHT_FAILED') {
        // Nothing landed: the same signed transaction may be sent again.
        await backToPrepared(effect, intent);
      } else if (isWosError(error) && error.code !== 'CHAIN__UNAVAILABLE') {
        await fail(intent, 'sending', error.message);
      }
      throw error;
    }

    const state = await chain.confirmTransaction(signature, CONFIRM_TIMEOUT_MS);
    if (state === 'confirmed') return { signature, result: await finish(effect, intent, signature) };
    if (state === 'failed') {
      await fail(intent, 'sending', 'Transaction failed on chain');
      throw new WosError('PAYMENT__TRANSACTION_FAILED');
    }
    throw new WosError('PAYMENT__CONFIRMATION_TIMEOUT', { details: { signature } });
  }

  return {
    /**
     * Adds a kind of player-paid action: the kind is named here once, and
     * the handle's results are typed by the effect.
     */
    define<Result>(kind: string, effect: IntentEffect<Result>): PaidAction<Result> {
      if (effects.has(kind)) throw new Error(`intent kind ${kind} is defined twice`);
      effects.set(kind, effect);
      return {
        kind,
        prepare: (payment, write) => prepare(kind, effect, payment, write),
        process: (request) => process(kind, effect, request),
        abandon: (id, tx, reason) => abandon(id, tx, reason, kind),
      };
    },

    /** Fails a still-prepared payment of any kind (see PaidAction.abandon). */
    abandon: (id: string, tx: Database, reason: string): Promise<boolean> => abandon(id, tx, reason),

    /** Finishes intents whose confirmation timed out, once the chain knows their fate. */
    async reconcile(): Promise<void> {
      for (const intent of await repo.listSending()) {
        if (!intent.signature) continue;
        const state = await chain.getSignatureState(intent.signature as Signature);
        if (state === 'confirmed') {
          await finish(effectOf(intent.kind), intent, intent.signature);
        } else if (state === 'failed') {
          await fail(intent, 'sending', 'Transaction failed on chain');
        } else {
          const age = clock.nowMs() - (intent.sentAt ?? intent.createdAt).getTime();
          if (await chain.transactionExpired(intent.blockhash as Blockhash, age)) {
            await fail(intent, 'sending', 'The transaction never landed');
          }
        }
        log.info({ intent: intent.id, state }, 'reconciled payment');
      }
    },
  };
}

export type IntentsService = ReturnType<typeof createIntentsService>;
