import {
  getWalletSnapshot,
  publishWalletSnapshot,
  requestConnectOnLoad,
  whenWalletActions,
} from './wallet-store.ts';

/**
 * What the page asks of the wallet. Each command loads the wallet runtime first when it
 * has not loaded yet, so the wallet code stays out of the first page load.
 */
export const walletCommands = {
  async openModal(): Promise<void> {
    (await whenWalletActions()).openModal();
  },

  /** Connects the chosen wallet, or opens the wallet list when none is chosen. */
  async connect(): Promise<void> {
    const before = getWalletSnapshot();
    if (before.runtime !== 'ready' && before.state === 'has-wallet') requestConnectOnLoad();
    const actions = await whenWalletActions();
    const { state } = getWalletSnapshot();
    if (state === 'no-wallet') actions.openModal();
    else if (state === 'has-wallet') await actions.connect();
  },

  /** Reads Disconnecting (and the session ends) from the click until the wallet has let go. */
  async disconnect(): Promise<void> {
    const actions = await whenWalletActions();
    if (getWalletSnapshot().state === 'connected') publishWalletSnapshot({ state: 'disconnecting' });
    await actions.disconnect();
  },

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    return (await whenWalletActions()).signMessage(message);
  },

  async signTransaction(transactionBase64: string): Promise<string> {
    return (await whenWalletActions()).signTransaction(transactionBase64);
  },
};
