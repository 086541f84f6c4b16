import { randomUUID } from 'node:crypto';
import { type Address, createNoopSigner, type Instruction, isWritableRole } from '@solana/kit';
import { MAX_COMPUTE_UNITS } from '@wos/shared';
import { toAddress } from '../../chain/address-bytes.ts';
import { prepareForPlayer } from '../../chain/compile.ts';
import { legsTotal, paymentInstructions, type StoredLeg, storeLegs } from '../../chain/payment.ts';
import type { Chain } from '../../chain/port.ts';
import {
  computeBudgetInstructions,
  instructionShape,
  type PriorityFees,
  searchingInstructions,
} from '../../chain/priority-fees.ts';
import { associatedTokenAddress, memoInstruction } from '../../chain/token.ts';
import type { PaymentRequest } from './paid-action.ts';
import { paymentReference, withReference } from './reference.ts';

/** The accounts a payment writes besides its payer: where other payments may compete for the same locks. */
/**
 * The accounts a payment writes that others write too: the payer's own (its
 * SOL, its token account) are contended by nobody else, so they are left out
 * of the fee read, which is then one for every player paying the same pools.
 */
function contendedAccounts(instructions: readonly Instruction[], payerOwn: readonly Address[]): Address[] {
  const written = new Set<Address>();
  for (const instruction of instructions) {
    for (const account of instruction.accounts ?? []) {
      if (isWritableRole(account.role) && !payerOwn.includes(account.address)) written.add(account.address);
    }
  }
  return [...written];
}

/** A payment built for the wallet to sign, not stored yet: the intent row plus the transaction. */
export interface BuiltPayment {
  id: string;
  wallet: string;
  kind: string;
  amount: bigint;
  token: 'SOL' | 'WLO';
  legs: StoredLeg[];
  messageBase64: string;
  blockhash: string;
  /** The unsigned transaction, base64, for the wallet. */
  transaction: string;
}

/**
 * Compiles a payment with the player as fee payer. It reads the chain (token
 * accounts, blockhash), so callers run it before opening a database transaction.
 */
export async function buildPayment(
  kind: string,
  payment: PaymentRequest,
  options: {
    chain: Chain;
    mint: Address;
    fees: PriorityFees;
    cosigner?: Address | undefined;
    /** Names the intent's reference key (reference.ts): for a payment the wallet sends itself. */
    referenced?: boolean;
  },
): Promise<BuiltPayment> {
  const { chain, mint, fees, cosigner } = options;
  const id = randomUUID();
  // The player signs in their wallet; here they only stand in as the signer to name.
  const payer = createNoopSigner(toAddress(payment.wallet));
  const paid = await paymentInstructions({ payer, legs: payment.legs }, { mint, chain });
  const legs = options.referenced ? withReference(paid, paymentReference(id)) : paid;
  const lifetime = await chain.getLatestBlockhash();
  // The memo names the intent, so each prepared payment is a distinct transaction.
  const instructions = [...legs, memoInstruction(`${kind}:${id}`, cosigner ? [cosigner] : [])];
  const unitLimit = await fees.unitLimit(
    `${kind}|${instructionShape(instructions)}`,
    { instructions: instructions.length, searching: searchingInstructions(instructions) },
    () => {
      const trial = [
        ...computeBudgetInstructions({ unitLimit: MAX_COMPUTE_UNITS, microLamportsPerUnit: 0n }),
        ...instructions,
      ];
      const wire = prepareForPlayer(payer.address, trial, lifetime).base64;
      return chain.simulateComputeUnits(Buffer.from(wire, 'base64'));
    },
  );
  const payerOwn = [payer.address, await associatedTokenAddress(payer.address, mint)];
  const budget = await fees.budget(contendedAccounts(instructions, payerOwn), unitLimit);
  const prepared = prepareForPlayer(
    payer.address,
    [...computeBudgetInstructions(budget), ...instructions],
    lifetime,
  );
  return {
    id,
    wallet: payment.wallet,
    kind,
    amount: legsTotal(payment.legs, payment.token),
    token: payment.token,
    legs: storeLegs(payment.legs),
    messageBase64: Buffer.from(prepared.messageBytes).toString('base64'),
    blockhash: lifetime.blockhash,
    transaction: prepared.base64,
  };
}
