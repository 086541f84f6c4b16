/**
 * The Dev Wallet approves everything, so a player's "Reject" is played by a note in
 * localStorage: the next request of that kind is refused the way real wallets refuse
 * (an error 'User rejected the request'). Used by the browser tests, localnet only.
 */
export const DEV_WALLET_REJECT_KEY = 'wos.devWallet.rejectNext';

export type DevWalletRequest = 'connect' | 'signTransaction' | 'signMessage';

export class DevWalletRejection extends Error {
  readonly code = 4001;
  constructor() {
    super('User rejected the request');
    this.name = 'DevWalletRejection';
  }
}

/** Throws when the next `request` was asked to be refused (once). */
export function rejectIfAsked(request: DevWalletRequest): void {
  try {
    if (localStorage.getItem(DEV_WALLET_REJECT_KEY) !== request) return;
    localStorage.removeItem(DEV_WALLET_REJECT_KEY);
  } catch {
    return;
  }
  throw new DevWalletRejection();
}
