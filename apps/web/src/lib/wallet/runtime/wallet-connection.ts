import { SolanaSignMessage, type SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features';
import type { WalletButtonState, WalletSnapshot } from '../wallet-store.ts';
import { signBase64Transaction, signTransactionFeatureOf } from './sign-transaction.ts';
import type { WalletEntry } from './wallet-entries.ts';
import { asWalletError, WalletError } from './wallet-error.ts';

export interface WalletConnectionOptions {
  /** The chain of the server's network, passed along with each transaction to sign. */
  chain: IdentifierString;
  /** Whether to connect a wallet by itself now that it is selected and present (auto-connect-policy.ts). */
  autoConnect: (walletName: string) => boolean;
  /** The remembered wallet connects by itself at start: the button reads Connecting until it tries. */
  connectingAtStart: boolean;
  readRememberedName: () => string | null;
  rememberName: (walletName: string | null) => void;
  publish: (snapshot: Partial<WalletSnapshot>) => void;
  onError: (error: WalletError, installUrl?: string) => void;
}

type ConnectFeature = StandardConnectFeature[typeof StandardConnect];

/**
 * The chosen wallet and its connection, straight over the Wallet Standard: select, connect
 * (silently at start), follow the wallet's account changes, disconnect, and sign. It mirrors
 * what the page used from @solana/wallet-adapter-react: a failed connection or a disconnect
 * forgets the chosen wallet (the button reads Select Wallet again), and every state change
 * is published to the page's wallet store.
 */
export class WalletConnection {
  readonly #options: WalletConnectionOptions;
  #entries: readonly WalletEntry[] = [];
  #selectedName: string | null;
  #account: WalletAccount | null = null;
  #connecting = false;
  #disconnecting = false;
  #awaitingAutoConnect: boolean;
  /** The selected wallet's name once the auto-connect policy was asked about it. */
  #askedPolicyFor: string | null = null;
  #stopEvents: (() => void) | null = null;
  #eventsOf: Wallet | null = null;
  /** The tab is closing: wallets that disconnect on unload must not make the page forget its choice. */
  #unloading = false;

  constructor(options: WalletConnectionOptions) {
    this.#options = options;
    this.#selectedName = options.readRememberedName();
    this.#awaitingAutoConnect = options.connectingAtStart;
  }

  /** Starts listening to the page (its unload) and to the selected wallet's events. */
  attach(): void {
    window.addEventListener('beforeunload', this.#onBeforeUnload);
    this.#followSelected();
  }

  detach(): void {
    window.removeEventListener('beforeunload', this.#onBeforeUnload);
    this.#stopEvents?.();
    this.#stopEvents = null;
    this.#eventsOf = null;
  }

  #onBeforeUnload = () => {
    this.#unloading = true;
  };

  get #selected(): WalletEntry | null {
    return this.#entries.find((entry) => entry.name === this.#selectedName) ?? null;
  }

  /** The wallets of the modal changed (a wallet registered or left). */
  setEntries(entries: readonly WalletEntry[]): void {
    this.#entries = entries;
    this.#followSelected();
    this.#publish();
    this.#maybeAutoConnect();
  }

  /** The player picked a wallet in the modal. */
  select(walletName: string): void {
    if (walletName !== this.#selectedName) {
      const previous = this.#selected?.wallet;
      if (previous && this.#account) void this.#disconnectWallet(previous);
      this.#account = null;
      this.#selectedName = walletName;
      this.#askedPolicyFor = null;
      this.#options.rememberName(walletName);
      this.#followSelected();
      this.#publish();
      this.#maybeAutoConnect();
    } else if (!this.#account) {
      void this.connect().catch(() => undefined);
    }
  }

  async connect(silent = false): Promise<void> {
    if (this.#connecting || this.#disconnecting || this.#account) return;
    const selected = this.#selected;
    if (!selected) throw this.#report(new WalletError('WalletNotSelectedError'));
    if (!selected.wallet || selected.readiness !== 'Installed') {
      throw this.#report(new WalletError('WalletNotReadyError'), selected.installUrl ?? undefined);
    }
    const wallet = selected.wallet;
    this.#connecting = true;
    this.#awaitingAutoConnect = false;
    this.#publish();
    try {
      if (wallet.accounts.length === 0) {
        const connect = (wallet.features as StandardConnectFeature)[StandardConnect] as ConnectFeature;
        await connect.connect(silent ? { silent: true } : undefined).catch((error: unknown) => {
          throw asWalletError('WalletConnectionError', error);
        });
      }
      const account = wallet.accounts[0];
      if (!account) throw new WalletError('WalletAccountError');
      if (this.#selected?.wallet === wallet) this.#account = account;
    } catch (error) {
      const walletError = asWalletError('WalletConnectionError', error);
      this.#report(walletError);
      this.#forgetSelection();
      throw walletError;
    } finally {
      this.#connecting = false;
      this.#publish();
    }
  }

  async disconnect(): Promise<void> {
    if (this.#disconnecting) return;
    const wallet = this.#selected?.wallet;
    // A suggested wallet that is not installed has nothing to let go of.
    if (!wallet) return;
    this.#disconnecting = true;
    this.#publish();
    try {
      await this.#disconnectWallet(wallet);
    } finally {
      this.#disconnecting = false;
      this.#account = null;
      this.#forgetSelection();
      this.#publish();
    }
  }

  async signTransaction(transactionBase64: string): Promise<string> {
    const { wallet, account } = this.#connected();
    return signBase64Transaction(transactionBase64, wallet, account, this.#options.chain);
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const { wallet, account } = this.#connected();
    const feature = (wallet.features as Partial<SolanaSignMessageFeature>)[SolanaSignMessage];
    if (!feature || !account.features.includes(SolanaSignMessage)) {
      throw new Error('Wallet does not support message signing');
    }
    try {
      const [output] = await feature.signMessage({ account, message });
      if (!output) throw new Error('The wallet returned no signature');
      return output.signature;
    } catch (error) {
      throw asWalletError('WalletSignMessageError', error);
    }
  }

  #connected(): { wallet: Wallet; account: WalletAccount } {
    const wallet = this.#selected?.wallet;
    const account = this.#account;
    if (!wallet || !account) throw this.#report(new WalletError('WalletNotConnectedError'));
    return { wallet, account };
  }

  #report(error: WalletError, installUrl?: string): WalletError {
    if (!this.#unloading) this.#options.onError(error, installUrl);
    return error;
  }

  async #disconnectWallet(wallet: Wallet): Promise<void> {
    const feature = (wallet.features as Partial<StandardDisconnectFeature>)[StandardDisconnect];
    try {
      await feature?.disconnect();
    } catch (error) {
      this.#report(asWalletError('WalletDisconnectionError', error));
    }
  }

  #forgetSelection(): void {
    if (this.#unloading || this.#selectedName === null) return;
    this.#selectedName = null;
    this.#askedPolicyFor = null;
    this.#options.rememberName(null);
    this.#followSelected();
  }

  /** Listens to the selected wallet's account changes (and only its). */
  #followSelected(): void {
    const wallet = this.#selected?.wallet ?? null;
    if (wallet === this.#eventsOf) return;
    this.#stopEvents?.();
    this.#stopEvents = null;
    this.#eventsOf = wallet;
    if (!wallet) return;
    const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents];
    this.#stopEvents =
      events?.on('change', (properties) => {
        if (properties.accounts) this.#accountsChanged(wallet);
      }) ?? null;
  }

  /** The wallet switched accounts (the page follows) or let go of them (a disconnect). */
  #accountsChanged(wallet: Wallet): void {
    if (!this.#account || this.#disconnecting || this.#selected?.wallet !== wallet) return;
    const next = wallet.accounts[0] ?? null;
    if (next?.address === this.#account.address) return;
    if (next) {
      this.#account = next;
    } else {
      this.#account = null;
      this.#report(new WalletError('WalletDisconnectedError'));
      this.#forgetSelection();
    }
    this.#publish();
  }

  #maybeAutoConnect(): void {
    const selected = this.#selected;
    if (!selected?.wallet || this.#account || this.#connecting) return;
    if (this.#askedPolicyFor === selected.name) return;
    this.#askedPolicyFor = selected.name;
    const atStart = this.#awaitingAutoConnect;
    if (!this.#options.autoConnect(selected.name)) {
      this.#awaitingAutoConnect = false;
      this.#publish();
      return;
    }
    // A restored session asks the wallet quietly; a wallet just picked may show its prompt.
    this.connect(atStart).catch(() => undefined);
  }

  #state(): WalletButtonState {
    if (this.#connecting) return 'connecting';
    if (this.#disconnecting) return 'disconnecting';
    if (this.#account) return 'connected';
    const selected = this.#selected;
    if (!selected) return 'no-wallet';
    return this.#awaitingAutoConnect && selected.wallet ? 'connecting' : 'has-wallet';
  }

  #publish(): void {
    const selected = this.#selected;
    const wallet = selected?.wallet ?? null;
    const account = this.#account;
    this.#options.publish({
      runtime: 'ready',
      state: this.#state(),
      walletName: selected?.name ?? null,
      walletIcon: selected?.icon ?? null,
      address: account?.address ?? null,
      // What the connected account may do (nothing before it connects).
      canSignMessage: Boolean(
        wallet &&
          account &&
          SolanaSignMessage in wallet.features &&
          account.features.includes(SolanaSignMessage),
      ),
      canSignTransaction: Boolean(wallet && account && signTransactionFeatureOf(wallet, account)),
    });
  }
}
