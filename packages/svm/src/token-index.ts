import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { addressFromBytes, addressToBytes } from './base58.ts';
import { codecs } from './codecs.ts';
import type { NativeSvm } from './native-svm.ts';

/** Size of an SPL Token account. */
const TOKEN_ACCOUNT_BYTES = 165;
const TOKEN_PROGRAM_BYTES = addressToBytes(TOKEN_PROGRAM_ADDRESS);

/**
 * Token accounts by owner. Built by one scan at start, then kept up to date
 * from the accounts each transaction touches, so a wallet's tokens are read
 * without scanning every token account of the chain.
 */
export class TokenAccountIndex {
  private readonly byOwner = new Map<Address, Set<Address>>();
  /** Account and owner bytes (latin1) of every pair indexed, so a known pair costs no base58. */
  private readonly known = new Set<string>();

  static build(svm: LiteSVM): TokenAccountIndex {
    const index = new TokenAccountIndex();
    const decoder = codecs.tokenAccount.decoder;
    for (const account of svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
      if (account.data.length !== TOKEN_ACCOUNT_BYTES) continue;
      index.add(decoder.decode(account.data).owner, account.address);
    }
    return index;
  }

  /** Indexes any of `addresses` (raw, e.g. a transaction's writable accounts) that is now a token account. */
  observe(svm: NativeSvm, addresses: readonly Uint8Array[]): void {
    for (const address of addresses) {
      const account = svm.getAccount(address);
      if (!account || !sameBytes(account.owner(), TOKEN_PROGRAM_BYTES)) continue;
      const data = account.data();
      if (data.length !== TOKEN_ACCOUNT_BYTES) continue;
      const owner = data.subarray(32, 64);
      const pair = Buffer.from(address).toString('latin1') + Buffer.from(owner).toString('latin1');
      if (this.known.has(pair)) continue;
      this.known.add(pair);
      this.add(addressFromBytes(owner), addressFromBytes(address));
    }
  }

  /** Candidate accounts of `owner`; the caller re-reads each (it may have closed or changed owner). */
  accountsOf(owner: Address): readonly Address[] {
    return [...(this.byOwner.get(owner) ?? [])];
  }

  private add(owner: Address, account: Address): void {
    let accounts = this.byOwner.get(owner);
    if (!accounts) {
      accounts = new Set();
      this.byOwner.set(owner, accounts);
    }
    accounts.add(account);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
