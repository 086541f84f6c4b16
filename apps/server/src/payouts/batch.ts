import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { paymentInstructions } from '../chain/payment.ts';
import type { BlockhashLifetime, Chain } from '../chain/port.ts';
import { memoInstruction } from '../chain/token.ts';
import type { PayoutRow } from './repo.ts';

/** The most a Solana transaction may weigh on the wire. */
export const MAX_TRANSACTION_BYTES = 1232;

/** Bytes of the transaction these instructions make, signatures included. */
function wireSize(
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
  lifetime: BlockhashLifetime,
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return getTransactionEncoder().encode(compileTransaction(message)).length;
}

/**
 * The instructions of the longest prefix of `rows` (one pool's payouts) that
 * fits one transaction, and that prefix. Token accounts that exist already
 * are not created again, which is what lets ~20 transfers fit.
 */
export async function planPayoutBatch(input: {
  pool: KeyPairSigner;
  rows: readonly PayoutRow[];
  mint: ReturnType<typeof address>;
  chain: Chain;
  lifetime: BlockhashLifetime;
  memo: string;
}): Promise<{ instructions: Instruction[]; included: PayoutRow[] }> {
  const { pool, rows, mint, chain, lifetime } = input;
  const memo = memoInstruction(input.memo);
  let instructions: Instruction[] = [];
  const included: PayoutRow[] = [];
  for (const row of rows) {
    const legs = await paymentInstructions(
      { payer: pool, legs: [{ kind: 'wlo-transfer', to: address(row.wallet), amount: row.amount }] },
      { mint, chain },
    );
    const next = [...instructions, ...legs];
    if (included.length > 0 && wireSize(pool, [...next, memo], lifetime) > MAX_TRANSACTION_BYTES) break;
    instructions = next;
    included.push(row);
  }
  return { instructions: [...instructions, memo], included };
}
