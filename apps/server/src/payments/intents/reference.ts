import { createHash } from 'node:crypto';
import {
  AccountRole,
  type Address,
  getAddressDecoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type Instruction,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit';

/**
 * The reference key of a payment the wallet sends itself (a Solana Action):
 * a read-only, non-signing account named only by that payment's transaction
 * (Solana Pay's `reference`), derived from the intent id so nothing more is
 * stored. The reconciler finds the transaction with getSignaturesForAddress.
 */
export function paymentReference(intentId: string): Address {
  const digest = createHash('sha256').update(`wos:payment-reference:${intentId}`).digest();
  return getAddressDecoder().decode(digest);
}

/**
 * Names `reference` in the last leg's instruction (a System or SPL Token
 * transfer or burn, which ignore further accounts), as Solana Pay does.
 */
export function withReference(legs: readonly Instruction[], reference: Address): Instruction[] {
  const last = legs.at(-1);
  if (!last) throw new Error('a payment with a reference needs at least one leg');
  const named = {
    ...last,
    accounts: [...(last.accounts ?? []), { address: reference, role: AccountRole.READONLY }],
  };
  return [...legs.slice(0, -1), named];
}

/**
 * Whether `signature` is the wallet's signature of exactly `messageBytes`.
 * Anyone may name a reference key in a transaction of their own; only the
 * prepared message signed by its payer has this signature, so a signature
 * found by the reference counts only when it verifies against the stored bytes.
 */
export async function signsMessage(
  wallet: Address,
  signature: string,
  messageBytes: Uint8Array,
): Promise<boolean> {
  try {
    const bytes = getBase58Encoder().encode(signature) as SignatureBytes;
    return await verifySignature(await getPublicKeyFromAddress(wallet), bytes, messageBytes);
  } catch {
    return false;
  }
}
