import {
  type Address,
  type Blockhash,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  partiallySignTransaction,
  type Signature,
} from '@solana/kit';
import { isWosError } from '@wos/shared';
import type { Chain, SignatureState } from '../../chain/port.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { BuiltPayment } from './build-payment.ts';
import type { IntentEffect } from './effect.ts';
import type { PaymentRequest, PreparedPayment, WriteRows } from './paid-action.ts';
import { paymentReference, signsMessage } from './reference.ts';
import type { IntentRow, IntentsRepo } from './repo.ts';

/**
 * A blockhash is valid for about 150 slots (60–90 s): past this age a payment
 * that landed before its blockhash expired has been confirmed for a while, so
 * not finding it by its reference means it never landed.
 */
const SETTLED_AFTER_MS = 120_000;

/**
 * Payments the wallet sends itself (Solana Actions, docs/architecture.md §9):
 * handed out with a reference key and their hold, found by that reference
 * when they land. The engine's own steps (store, fail, finish) come from
 * service.ts, so both paths share them.
 */
export function createHandOut(deps: {
  db: Database;
  repo: IntentsRepo;
  chain: Chain;
  clock: Clock;
  build(
    kind: string,
    effect: IntentEffect<unknown>,
    payment: PaymentRequest,
    referenced: boolean,
  ): Promise<BuiltPayment>;
  storeBuilt(built: BuiltPayment, write?: WriteRows): Promise<PreparedPayment>;
  fail(intent: IntentRow, from: IntentRow['status'], error: string): Promise<void>;
  finish<Result>(effect: IntentEffect<Result>, intent: IntentRow, signature: string): Promise<Result>;
  effectOf(kind: string): IntentEffect<unknown>;
}) {
  const { db, repo, chain, clock, build, storeBuilt, fail, finish, effectOf } = deps;

  /**
   * A payment the wallet sends itself (a Solana Action), so no process call
   * will come: built with its reference key, stored, then at once moved to
   * sending without a signature with the effect's reservation (e.g. the
   * listing held for this buyer) and co-signed. The reconciler finds it by
   * its reference (reconcileHandedOut) until its blockhash expires.
   */
  async function handOut(
    kind: string,
    effect: IntentEffect<unknown>,
    payment: PaymentRequest,
    write?: WriteRows,
  ): Promise<PreparedPayment> {
    const built = await build(kind, effect, payment, true);
    await storeBuilt(built, write);
    const intent = await repo.find(built.id);
    if (!intent) throw new Error(`handed-out intent ${built.id} was not stored`);
    try {
      await db.transaction(async (tx) => {
        const changes = { status: 'sending' as const, sentAt: clock.now() };
        if (!(await repo.transition(intent.id, 'prepared', changes, tx))) {
          throw new Error(`handed-out intent ${intent.id} left prepared before it was handed out`);
        }
        await effect.reserve?.(tx, intent);
      });
    } catch (error) {
      // Refused by the effect (the listing is held or sold): it can never be sent.
      if (isWosError(error)) await fail(intent, 'prepared', error.message);
      throw error;
    }
    if (!effect.cosigner) return { id: built.id, transaction: built.transaction };
    const unsigned = getTransactionDecoder().decode(Buffer.from(built.transaction, 'base64'));
    const cosigned = await partiallySignTransaction([effect.cosigner.keyPair], unsigned);
    return { id: built.id, transaction: getBase64EncodedWireTransaction(cosigned) };
  }

  /**
   * A handed-out payment has no signature the server saw: its transaction is
   * found by its reference key, and counts only when its signature is the
   * wallet's over exactly the stored message. The expiry is read first, so
   * "expired and not found" means it can never land.
   */
  async function reconcile(intent: IntentRow): Promise<SignatureState> {
    const age = clock.nowMs() - (intent.sentAt ?? intent.createdAt).getTime();
    const expired = await chain.transactionExpired(intent.blockhash as Blockhash, age);
    const named = await chain.getSignaturesForAddress(paymentReference(intent.id));
    const messageBytes = new Uint8Array(Buffer.from(intent.messageBase64, 'base64'));
    const ours: Signature[] = [];
    for (const signature of named) {
      if (await signsMessage(intent.wallet as Address, signature, messageBytes)) ours.push(signature);
    }
    const states = ours.length > 0 ? await chain.getSignatureStates(ours) : [];
    const landed = ours[states.indexOf('confirmed')];
    if (landed) {
      await repo.transition(intent.id, 'sending', { signature: landed });
      await finish(effectOf(intent.kind), { ...intent, signature: landed }, landed);
      return 'confirmed';
    }
    if (states.includes('failed')) {
      await fail(intent, 'sending', 'Transaction failed on chain');
      return 'failed';
    }
    // Expired, and long enough ago that one landing at its last valid slot would be confirmed by now.
    if (expired && age >= SETTLED_AFTER_MS) await fail(intent, 'sending', 'The transaction never landed');
    return 'unknown';
  }

  return { handOut, reconcile };
}
