import type { LandedStatus } from './status-store.ts';

/** getSignaturesForAddress answers at most this many; also what is kept per account. */
export const MAX_SIGNATURES_PER_ADDRESS = 1000;

export interface AddressSignature extends LandedStatus {
  signature: string;
}

/**
 * Landed transactions by the static accounts they name, newest first, for
 * getSignaturesForAddress. Kept in memory since the node started: enough to
 * find a payment by its reference key while its blockhash is valid (the
 * game server's Solana Actions); a full history across restarts is a larger
 * index of its own.
 */
export class AddressSignatures {
  private readonly byAddress = new Map<string, AddressSignature[]>();

  record(accounts: readonly string[], landed: AddressSignature): void {
    for (const address of new Set(accounts)) {
      const list = this.byAddress.get(address) ?? [];
      list.unshift(landed);
      if (list.length > MAX_SIGNATURES_PER_ADDRESS) list.length = MAX_SIGNATURES_PER_ADDRESS;
      this.byAddress.set(address, list);
    }
  }

  /** Newest first, strictly older than `before` and newer than `until` when they are given. */
  of(address: string, options: { limit: number; before?: string; until?: string }): AddressSignature[] {
    const list = this.byAddress.get(address) ?? [];
    let start = 0;
    if (options.before !== undefined) {
      const at = list.findIndex((entry) => entry.signature === options.before);
      start = at === -1 ? list.length : at + 1;
    }
    const found: AddressSignature[] = [];
    for (let i = start; i < list.length && found.length < options.limit; i += 1) {
      const entry = list[i] as AddressSignature;
      if (entry.signature === options.until) break;
      found.push(entry);
    }
    return found;
  }
}
