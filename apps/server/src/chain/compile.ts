import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import type { BlockhashLifetime } from './port.ts';

/** A transaction the server built for a player to sign (phase one of two). */
export interface PreparedTransaction {
  /** Exactly the bytes the player must sign; stored with the intent. */
  messageBytes: Uint8Array;
  /** Unsigned wire transaction, base64, as handed to the wallet. */
  base64: string;
  lastValidBlockHeight: bigint;
}

export function prepareForPlayer(
  feePayer: Address,
  instructions: readonly Instruction[],
  lifetime: BlockhashLifetime,
): PreparedTransaction {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = compileTransaction(message);
  return {
    messageBytes: new Uint8Array(transaction.messageBytes),
    base64: getBase64EncodedWireTransaction(transaction),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  };
}
