import type { Address } from '@solana/kit';
import { WosError } from '@wos/shared';
import { codecs } from '../../chain/codecs.ts';

/** What a signed transaction says about itself: enough to find the intent it was prepared as. */
export interface SignedMessage {
  /** The message bytes, base64, as intents store them. */
  messageBase64: string;
  feePayer: Address;
  blockhash: string;
}

/** Reads the message of a signed base64 transaction; an unreadable one is refused with 400. */
export function readSignedMessage(signedBase64: string): SignedMessage {
  try {
    const { messageBytes } = codecs.transaction.decoder.decode(codecs.base64.encoder.encode(signedBase64));
    const message = codecs.compiledMessage.decoder.decode(messageBytes);
    const feePayer = message.staticAccounts[0];
    if (!feePayer) throw new Error('no accounts');
    return {
      messageBase64: codecs.base64.decoder.decode(messageBytes),
      feePayer,
      blockhash: message.lifetimeToken,
    };
  } catch {
    throw new WosError('PAYMENT__TRANSACTION_MISMATCH', {
      message: 'The signed transaction could not be read',
    });
  }
}
