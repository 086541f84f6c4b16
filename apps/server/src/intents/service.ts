import { randomUUID } from 'node:crypto';
import {
  type Address,
  type Blockhash,
  getBase64Decoder,
  getBase64Encoder,
  getSignatureFromTransaction,
  type KeyPairSigner,
  partiallySignTransaction,
  type Signature,
} from '@solana/kit';
import { isWosError, WosError } from '@wos/shared';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { prepareForPlayer } from '../chain/compile.ts';
import { legsTotal, type Payment, paymentInstructions, type StoredLeg, storeLegs } from '../chain/payment.ts';
import type { Chain } from '../chain/port.ts';
import { memoInstruction } from '../chain/token.ts';
import { verifySignedTransaction } from '../chain/verify.ts';
import type { Clock } from '../clock/clock.ts';
import type { Database } from '../db/database.ts';
import type { IntentKind, IntentResults } from './kinds.ts';
import type { IntentRow, IntentsRepo } from './repo.ts';
import { readSignedMessage } from './signed-message.ts';

/** How long a prepared transaction may wait for the wallet's signature. */
const INTENT_TTL_MS = 120_000;
const CONFIRM_TIMEOUT_MS = 30_000;

export interface IntentEffect<K extends IntentKind> {
  /** The shape of the result, checked when a repeated call reads it back from the database. */
  result: z.ZodType<IntentResults[K]>;
  /** Applies the game effect of a confirmed payment, inside the given transaction, exactly once. */
  apply(tx: Database, intent: IntentRow, signature: string): Promise<IntentResults[K]>;
  /** Undoes what prepare set up when the payment can never land. */
  failed?(tx: Database, intent: IntentRow): Promise<void>;
  /**
   * Holds what the payment buys, in the database transaction that marks the
   * payment sending; a WosError refuses it: the intent fails and nothing is sent.
   */
  reserve?(tx: Database, intent: IntentRow): Promise<void>;
  /** Gives back what `reserve` held when the payment went back to prepared or failed. */
  release?(tx: Database, intent: IntentRow): Promise<void>;
  /**
   * Signs beside the player, just before sending (its signature slot is named
   * in the memo): the transaction cannot land unless this server sends it.
   */
  cosigner?: KeyPairSigner;
}

type EffectRegistry = { [K in IntentKind]?: IntentEffect<K> };

export interface PrepareIntent<K extends IntentKind> {
  id?: string;
  wallet: string;
  kind: K;
  /** The token the intent's `amount` counts: the legs' total in it. */
  token: 'SOL' | 'WLO';
  payment: Payment;
}

/** A payment built for the wallet to sign, not stored yet. */
export interface BuiltIntent {
  id: string;
  wallet: string;
  kind: IntentKind;
  amount: bigint;
  token: 'SOL' | 'WLO';
  legs: StoredLeg[];
  messageBase64: string;
  blockhash: string;
  /** The unsigned transaction, base64, for the wallet. */
  transaction: string;
}

export interface ProcessIntent<K extends IntentKind> {
  /** The intent prepare answered; absent, the signed transaction itself names it (DESIGN §5). */
  id?: string | undefined;
  wallet: string;
  kind: K;
  signedTransaction: string;
  skipPreflight?: boolean | undefined;
}

export interface Processed<K extends IntentKind> {
  signature: string;
  result: IntentResults[K];
}

/**
 * The two-phase protocol of every player-paid flow (DESIGN §4): prepare
 * stores the exact message; process accepts only that message signed by the
 * wallet, sends it, confirms it and applies the effect once. A timeout
 * leaves the intent `sending` with its signature for reconcile() to finish.
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
  const effects: EffectRegistry = {};

  function effectOf<K extends IntentKind>(kind: K): IntentEffect<K> {
    const effect: IntentEffect<K> | undefined = effects[kind];
    if (!effect) throw new Error(`no effect registered for intent kind ${kind}`);
    return effect;
  }

  /** The result a finished intent recorded, in its kind's type. */
  function recorded<K extends IntentKind>(kind: K, intent: IntentRow | undefined): IntentResults[K] {
    return effectOf(kind).result.parse(intent?.result);
  }

  async function finish<K extends IntentKind>(
    kind: K,
    intent: IntentRow,
    signature: string,
  ): Promise<IntentResults[K]> {
    return db.transaction(async (tx) => {
      const claimed = await repo.transition(intent.id, 'sending', { status: 'confirmed' }, tx);
      if (!claimed) return recorded(kind, await repo.find(intent.id, tx));
      const result = await effectOf(kind).apply(tx, intent, signature);
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

  /**
   * prepared → sending with the signature, and the effect's reservation in
   * the same transaction. False when another call got there first.
   */
  async function startSending(intent: IntentRow, signature: string): Promise<boolean> {
    const changes = { status: 'sending' as const, signature, sentAt: clock.now() };
    const { reserve } = effectOf(intent.kind);
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
  async function backToPrepared(intent: IntentRow): Promise<void> {
    await db.transaction(async (tx) => {
      const changes = { status: 'prepared' as const, signature: null, sentAt: null };
      if (await repo.transition(intent.id, 'sending', changes, tx)) {
        await effectOf(intent.kind).release?.(tx, intent);
      }
    });
  }

  /** The answer to a process call on an intent that is no longer `prepared`. */
  async function settled<K extends IntentKind>(
    kind: K,
    intent: IntentRow,
    signature: string,
    rebroadcast?: () => Promise<void>,
  ): Promise<Processed<K>> {
    if (intent.status === 'confirmed')
      return { signature: intent.signature ?? signature, result: recorded(kind, intent) };
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
      return { signature: intent.signature ?? signature, result: await finish(kind, intent, signature) };
    throw new WosError('PAYMENT__CONFIRMATION_TIMEOUT', {
      details: { signature: intent.signature ?? signature },
    });
  }

  /**
   * The intent a process call is for: the one named by id, or else the one
   * whose stored message is the signed one byte for byte (so its fee payer and
   * blockhash too) among this wallet's intents of this kind.
   */
  async function locate<K extends IntentKind>(input: ProcessIntent<K>): Promise<IntentRow> {
    if (input.id !== undefined) {
      const intent = await repo.find(input.id);
      if (!intent || intent.wallet !== input.wallet || intent.kind !== input.kind) {
        throw new WosError('PAYMENT__INTENT_NOT_FOUND');
      }
      return intent;
    }
    const signed = readSignedMessage(input.signedTransaction);
    if (signed.feePayer !== input.wallet) {
      throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
        message: 'The transaction is not for this wallet',
      });
    }
    const intent = await repo.findByMessage({
      wallet: input.wallet,
      kind: input.kind,
      blockhash: signed.blockhash,
      messageBase64: signed.messageBase64,
    });
    if (!intent) {
      throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
        message: 'The signed transaction matches no transaction this server prepared for this wallet',
      });
    }
    return intent;
  }

  async function build<K extends IntentKind>(input: PrepareIntent<K>): Promise<BuiltIntent> {
    const id = input.id ?? randomUUID();
    const legs = await paymentInstructions(input.payment, { mint, chain });
    const lifetime = await chain.getLatestBlockhash();
    // The memo names the intent, so each prepared payment is a distinct transaction.
    const cosigner = effectOf(input.kind).cosigner;
    const instructions = [
      ...legs,
      memoInstruction(`${input.kind}:${id}`, cosigner ? [cosigner.address] : []),
    ];
    const prepared = prepareForPlayer(input.wallet as Address, instructions, lifetime);
    return {
      id,
      wallet: input.wallet,
      kind: input.kind,
      amount: legsTotal(input.payment.legs, input.token),
      token: input.token,
      legs: storeLegs(input.payment.legs),
      messageBase64: getBase64Decoder().decode(prepared.messageBytes),
      blockhash: lifetime.blockhash,
      transaction: prepared.base64,
    };
  }

  async function store(built: BuiltIntent, tx: Database = db): Promise<{ id: string; transaction: string }> {
    const { transaction, ...row } = built;
    const now = clock.now();
    await repo.insert(
      { ...row, expiresAt: new Date(now.getTime() + INTENT_TTL_MS), status: 'prepared', createdAt: now },
      tx,
    );
    return { id: built.id, transaction };
  }

  return {
    register<K extends IntentKind>(kind: K, effect: IntentEffect<K>): void {
      // Keyed by its own kind, so effectOf(kind) reads back exactly this effect's type.
      Object.assign(effects, { [kind]: effect });
    },

    newId(): string {
      return randomUUID();
    },

    /**
     * Fails a payment that is still only prepared, inside the caller's
     * transaction, so it can never be sent (a newer payment replaces it), and
     * runs its effect's `failed` hook. False when it was already sent or settled.
     */
    async abandon(id: string, tx: Database, reason: string): Promise<boolean> {
      const intent = await repo.find(id, tx);
      if (!intent || !(await repo.transition(id, 'prepared', { status: 'failed', error: reason }, tx))) {
        return false;
      }
      await undo(tx, intent);
      return true;
    },

    /**
     * Builds the payment for the wallet to sign: chain reads and compiling,
     * kept out of any open database transaction.
     */
    build,

    /** Stores a built payment, with its legs, as a prepared intent. */
    store,

    /** build() then store(): for flows with nothing else to write. */
    async prepare<K extends IntentKind>(
      input: PrepareIntent<K>,
      tx: Database = db,
    ): Promise<{ id: string; transaction: string }> {
      return store(await build(input), tx);
    },

    async process<K extends IntentKind>(input: ProcessIntent<K>): Promise<Processed<K>> {
      const intent = await locate(input);
      const messageBytes = new Uint8Array(getBase64Encoder().encode(intent.messageBase64));
      const transaction = await verifySignedTransaction(
        { messageBytes },
        input.signedTransaction,
        input.wallet as Address,
      );
      const signature = getSignatureFromTransaction(transaction);
      const { cosigner } = effectOf(input.kind);
      const complete = async () =>
        cosigner ? await partiallySignTransaction([cosigner.keyPair], transaction) : transaction;
      const rebroadcast = async () => {
        await chain.sendTransaction(await complete());
      };
      if (intent.status !== 'prepared') return settled(input.kind, intent, signature, rebroadcast);
      if (clock.nowMs() > intent.expiresAt.getTime()) {
        await fail(intent, 'prepared', 'The transaction expired before it was signed');
        throw new WosError('PAYMENT__TRANSACTION_EXPIRED');
      }
      if (!(await startSending(intent, signature))) {
        return settled(input.kind, (await repo.find(intent.id)) ?? intent, signature);
      }

      try {
        await chain.sendTransaction(await complete(), { skipPreflight: input.skipPreflight ?? false });
      } catch (error) {
        if (isWosError(error) && error.code === 'PAYMENT__PREFLIGHT_FAILED') {
          // Nothing landed: the same signed transaction may be sent again.
          await backToPrepared(intent);
        } else if (isWosError(error) && error.code !== 'CHAIN__UNAVAILABLE') {
          await fail(intent, 'sending', error.message);
        }
        throw error;
      }

      const state = await chain.confirmTransaction(signature, CONFIRM_TIMEOUT_MS);
      if (state === 'confirmed') return { signature, result: await finish(input.kind, intent, signature) };
      if (state === 'failed') {
        await fail(intent, 'sending', 'Transaction failed on chain');
        throw new WosError('PAYMENT__TRANSACTION_FAILED');
      }
      throw new WosError('PAYMENT__CONFIRMATION_TIMEOUT', { details: { signature } });
    },

    /** Finishes intents whose confirmation timed out, once the chain knows their fate. */
    async reconcile(): Promise<void> {
      for (const intent of await repo.listSending()) {
        if (!intent.signature) continue;
        const state = await chain.getSignatureState(intent.signature as Signature);
        if (state === 'confirmed') {
          await finish(intent.kind, intent, intent.signature);
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
