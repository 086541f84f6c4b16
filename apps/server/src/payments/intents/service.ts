import {
  type Address,
  type Blockhash,
  getSignatureFromTransaction,
  partiallySignTransaction,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { isWosError, WosError } from '@wos/shared';
import type { Logger } from 'pino';
import type { Chain } from '../../chain/port.ts';
import type { PriorityFees } from '../../chain/priority-fees.ts';
import { verifySignedTransaction } from '../../chain/verify.ts';
import { readSignedWire, signatureProblem } from '../../chain/wire.ts';
import { isGuardFailure, type Row, runBatch, runStatement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import type { WalletChanges } from '../../platform/cache/wallet-changes.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { type BuiltPayment, buildPayment } from './build-payment.ts';
import type { IntentEffect, Settlement } from './effect.ts';
import { createHandOut } from './hand-out.ts';
import { locateIntent } from './locate.ts';
import type {
  PaidAction,
  PaymentRequest,
  PreparedPayment,
  Processed,
  ProcessRequest,
  WriteRows,
} from './paid-action.ts';
import { type IntentRow, type IntentsRepo, intentFromRow, intentStatements } from './repo.ts';

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
  /** The compute budget every payment carries (chain/priority-fees.ts). */
  priorityFees: PriorityFees;
  clock: Clock;
  log: Logger;
  /** The WLO mint, for the token legs of payments. */
  mint: Address;
  /**
   * Told of the paying wallet once a batch written outside the repos (a settlement, a
   * prepared intent's rows) has committed, so its cached pages are dropped at once.
   */
  walletChanges?: WalletChanges;
}) {
  const { db, repo, chain, priorityFees, clock, log, mint, walletChanges } = deps;
  const effects = new Map<string, IntentEffect<unknown>>();

  /** The effect of a stored intent, whatever its kind (reconcile, abandon). */
  function effectOf(kind: string): IntentEffect<unknown> {
    const effect = effects.get(kind);
    if (!effect) throw new Error(`no effect registered for intent kind ${kind}`);
    return effect;
  }

  /**
   * Applies a confirmed payment once: marks it confirmed and runs the effect
   * in one database transaction (one round trip for a `settle` effect); a
   * call that finds it already confirmed answers the stored result.
   */
  async function finish<Result>(
    effect: IntentEffect<Result>,
    intent: IntentRow,
    signature: string,
    loaded?: readonly Row[],
  ): Promise<Result> {
    if (effect.settle) return settle(effect.settle, effect, intent, signature, loaded);
    const apply = effect.apply;
    let applied = false;
    const result = await db.transaction(async (tx) => {
      const claimed = await repo.transition(intent.id, 'sending', { status: 'confirmed' }, tx);
      if (!claimed) return effect.result.parse((await repo.find(intent.id, tx))?.result);
      const result = await apply(tx, intent, signature);
      await repo.transition(intent.id, 'confirmed', { result }, tx);
      applied = true;
      return result;
    });
    if (applied && effect.afterApply) {
      // The payment is applied whatever happens here; the outbox retries what was not sent.
      await effect.afterApply(intent, result).catch((error: unknown) => {
        log.warn({ intent: intent.id, err: error }, 'after-apply step failed; left to the reconcilers');
      });
    }
    return result;
  }

  async function settle<Result>(
    settlement: Settlement<Result>,
    effect: IntentEffect<Result>,
    intent: IntentRow,
    signature: string,
    loaded?: readonly Row[],
  ): Promise<Result> {
    const rows = loaded ?? (settlement.load ? await runStatement(db, settlement.load(intent.id)) : []);
    const { result, statements, committed } = settlement.writes(intent, rows, signature);
    let written: Row[][];
    try {
      written = await runBatch(db, [intentStatements.confirm(intent.id, result), ...statements]);
    } catch (error) {
      // Another call confirmed it first (the guard of statement 0): its result stands.
      if (isGuardFailure(error, 0)) return effect.result.parse((await repo.find(intent.id))?.result);
      throw error;
    }
    walletChanges?.changed(intent.wallet);
    committed?.(written.slice(1));
    return result;
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
    return storeBuilt(await build(kind, effect, payment), write);
  }

  /** The payment's transaction for this effect; `referenced` for one the wallet sends itself (hand-out.ts). */
  function build(kind: string, effect: IntentEffect<unknown>, payment: PaymentRequest, referenced = false) {
    const cosigner = effect.cosigner?.address;
    return buildPayment(kind, payment, { chain, mint, fees: priorityFees, cosigner, referenced });
  }

  async function storeBuilt(built: BuiltPayment, write?: WriteRows): Promise<PreparedPayment> {
    if (typeof write === 'function') {
      return db.transaction(async (tx) => {
        await write(tx, built.id);
        return store(built, tx);
      });
    }
    // The intent and the action's rows in one round trip.
    const { transaction, ...row } = built;
    const now = clock.now();
    const insert = intentStatements.insert({
      ...row,
      expiresAt: new Date(now.getTime() + INTENT_TTL_MS),
      createdAt: now,
    });
    await runBatch(db, [insert, ...(write?.statements(built.id) ?? [])]);
    if (write) walletChanges?.changed(row.wallet);
    return { id: built.id, transaction };
  }

  /** Sends the payment marked sending, waits for it and settles it: the part of process after the checks. */
  async function sendAndSettle<Result>(
    effect: IntentEffect<Result>,
    intent: IntentRow,
    transaction: Transaction,
    signature: Signature,
    skipPreflight: boolean | undefined,
    loaded?: readonly Row[],
  ): Promise<Processed<Result>> {
    const { cosigner } = effect;
    const complete = cosigner ? await partiallySignTransaction([cosigner.keyPair], transaction) : transaction;
    try {
      await chain.sendTransaction(complete, { skipPreflight: skipPreflight ?? false });
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
    if (state === 'confirmed') return { signature, result: await finish(effect, intent, signature, loaded) };
    if (state === 'failed') {
      await fail(intent, 'sending', 'Transaction failed on chain');
      throw new WosError('PAYMENT__TRANSACTION_FAILED');
    }
    throw new WosError('PAYMENT__CONFIRMATION_TIMEOUT', { details: { signature } });
  }

  /**
   * The common case in one round trip before the chain: the signatures are
   * checked here, and one guarded update moves exactly this wallet's prepared,
   * unexpired intent of this kind with exactly these message bytes to
   * sending (reading the effect's row beside it). Anything else — a repeat,
   * a tampered or foreign transaction, an expired intent, an effect that
   * reserves — takes the careful path, which says precisely why.
   */
  async function process<Result>(
    kind: string,
    effect: IntentEffect<Result>,
    input: ProcessRequest,
  ): Promise<Processed<Result>> {
    const wire = readSignedWire(input.signedTransaction);
    if (!effect.reserve && wire.signature !== null && signatureProblem(wire, input.wallet) === null) {
      const signature = wire.signature as Signature;
      const claim = intentStatements.claim(
        {
          id: input.id,
          wallet: input.wallet,
          kind,
          blockhash: wire.blockhash,
          messageBase64: wire.messageBase64,
        },
        signature,
        clock.now(),
      );
      const load = input.id !== undefined ? effect.settle?.load?.(input.id) : undefined;
      const [claimed, loaded] = await runBatch(db, load ? [claim, load] : [claim]);
      const row = claimed?.[0];
      if (row) {
        const intent = intentFromRow(row);
        return sendAndSettle(
          effect,
          intent,
          wire.transaction,
          signature,
          input.skipPreflight,
          load ? loaded : undefined,
        );
      }
    }
    return processCarefully(kind, effect, input);
  }

  async function processCarefully<Result>(
    kind: string,
    effect: IntentEffect<Result>,
    input: ProcessRequest,
  ): Promise<Processed<Result>> {
    const intent = await locateIntent(repo, kind, input);
    const messageBytes = new Uint8Array(Buffer.from(intent.messageBase64, 'base64'));
    const transaction = await verifySignedTransaction(
      { messageBytes },
      input.signedTransaction,
      input.wallet as Address,
    );
    const signature = getSignatureFromTransaction(transaction);
    const { cosigner } = effect;
    const rebroadcast = async () => {
      await chain.sendTransaction(
        cosigner ? await partiallySignTransaction([cosigner.keyPair], transaction) : transaction,
      );
    };
    if (intent.status !== 'prepared') return settled(effect, intent, signature, rebroadcast);
    if (clock.nowMs() > intent.expiresAt.getTime()) {
      await fail(intent, 'prepared', 'The transaction expired before it was signed');
      throw new WosError('PAYMENT__TRANSACTION_EXPIRED');
    }
    if (!(await startSending(effect, intent, signature))) {
      return settled(effect, (await repo.find(intent.id)) ?? intent, signature);
    }
    return sendAndSettle(effect, intent, transaction, signature, input.skipPreflight);
  }

  const handedOut = createHandOut({
    db,
    repo,
    chain,
    clock,
    build,
    storeBuilt,
    fail,
    finish,
    effectOf,
  });

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
        handOut: (payment, write) => handedOut.handOut(kind, effect, payment, write),
        abandon: (id, tx, reason) => abandon(id, tx, reason, kind),
      };
    },

    /** Fails a still-prepared payment of any kind (see PaidAction.abandon). */
    abandon: (id: string, tx: Database, reason: string): Promise<boolean> => abandon(id, tx, reason),

    /** Finishes intents whose confirmation timed out, once the chain knows their fate. */
    async reconcile(): Promise<void> {
      for (const intent of await repo.listSending()) {
        if (!intent.signature) {
          const state = await handedOut.reconcile(intent);
          log.info({ intent: intent.id, state }, 'reconciled handed-out payment');
          continue;
        }
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
