import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { LiteSVM } from 'litesvm';
import { codecs } from './codecs.ts';

/** Size of an SPL Token account. */
const TOKEN_ACCOUNT_BYTES = 165;

/**
 * Token accounts by owner. Built by one scan at start, then kept up to date
 * from the accounts each transaction touches, so a wallet's tokens are read
 * without scanning every token account of the chain.
 */
export class TokenAccountIndex {
  private readonly byOwner = new Map<Address, Set<Address>>();

  static build(svm: LiteSVM): TokenAccountIndex {
    const index = new TokenAccountIndex();
    const decoder = codecs.tokenAccount.decoder;
    for (const account of svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
      if (account.data.length !== TOKEN_ACCOUNT_BYTES) continue;
      index.add(decoder.decode(account.data).owner, account.address);
    }
    return index;
  }

  /** Indexes any of `addresses` that is (now) a token account. */
  observe(svm: LiteSVM, addresses: readonly Address[]): void {
    for (const address of addresses) {
      const account = svm.getAccount(address);
      if (!account.exists || account.programAddress !== TOKEN_PROGRAM_ADDRESS) continue;
      if (account.data.length !== TOKEN_ACCOUNT_BYTES) continue;
      this.add(codecs.tokenAccount.decoder.decode(account.data).owner, address);
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
