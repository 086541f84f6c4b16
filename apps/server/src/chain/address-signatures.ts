import type { Address, ReadonlyUint8Array, Signature } from '@solana/kit';
import { addressBytes } from './address-bytes.ts';
import { messageAccounts } from './message-accounts.ts';

/** Per account, the newest signatures kept: a payment reference is named by one transaction. */
const KEPT_PER_ACCOUNT = 20;

/**
 * The embedded chain's answer to getSignaturesForAddress: the transactions
 * this process executed, by the static accounts their messages name. Held in
 * memory only, so a restart forgets it: the embedded chain has no public
 * endpoint, so a payment found by its reference (a Solana Action's) reaches
 * it only through this process (the tests send it here).
 */
export class AddressSignatures {
  private readonly byKey = new Map<string, Signature[]>();

  record(signature: Signature, messageBytes: ReadonlyUint8Array): void {
    const accounts = messageAccounts(messageBytes);
    if (!accounts) return;
    for (const key of accounts.keys) {
      const signatures = this.byKey.get(key) ?? [];
      signatures.unshift(signature);
      if (signatures.length > KEPT_PER_ACCOUNT) signatures.length = KEPT_PER_ACCOUNT;
      this.byKey.set(key, signatures);
    }
  }

  /** Newest first. */
  of(address: Address): Signature[] {
    return [...(this.byKey.get(Buffer.from(addressBytes(address)).toString('hex')) ?? [])];
  }
}
