import { WosError } from '@wos/shared';
import { readSignedWire } from '../../chain/wire.ts';
import type { ProcessRequest } from './paid-action.ts';
import type { IntentRow, IntentsRepo } from './repo.ts';

/**
 * The intent a process call is for: the one named by id, or else the one
 * whose stored message is the signed one byte for byte (so its fee payer and
 * blockhash too) among this wallet's intents of this kind.
 */
export async function locateIntent(
  repo: IntentsRepo,
  kind: string,
  input: ProcessRequest,
): Promise<IntentRow> {
  if (input.id !== undefined) {
    const intent = await repo.find(input.id);
    if (!intent || intent.wallet !== input.wallet || intent.kind !== kind) {
      throw new WosError('PAYMENT__INTENT_NOT_FOUND');
    }
    return intent;
  }
  const signed = readSignedWire(input.signedTransaction);
  if (signed.signers[0]?.address !== input.wallet) {
    throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
      message: 'The transaction is not for this wallet',
    });
  }
  const intent = await repo.findByMessage({
    wallet: input.wallet,
    kind,
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
