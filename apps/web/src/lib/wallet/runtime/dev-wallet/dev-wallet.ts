import {
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  type SolanaSignMessageInput,
  type SolanaSignMessageOutput,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
  type SolanaSignTransactionInput,
  type SolanaSignTransactionOutput,
} from '@solana/wallet-standard-features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
  type StandardEventsListeners,
} from '@wallet-standard/features';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import { DEV_WALLET_NAME } from '../../dev-wallet-name.ts';
import { DEV_WALLET_ICON } from './icon.ts';
import { type DevKeypair, signBytes } from './keypair.ts';
import { rejectIfAsked } from './rejections.ts';
import { signWireTransaction } from './wire-transaction.ts';

export const SOLANA_LOCALNET_CHAIN = 'solana:localnet';

type StandardEventsListener = StandardEventsListeners['change'];
type DevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignTransactionFeature &
  SolanaSignMessageFeature;

/**
 * A Wallet Standard wallet that lives in the page, for localnet: one ed25519 key kept in
 * localStorage, and every request approved without a prompt (unless a test asked it to
 * refuse the next one, see rejections.ts).
 */
export class DevWallet implements Wallet {
  readonly version = '1.0.0' as const;
  readonly name = DEV_WALLET_NAME;
  readonly icon = DEV_WALLET_ICON;
  readonly chains = [SOLANA_LOCALNET_CHAIN] as const;

  readonly #keypair: DevKeypair;
  readonly #account: ReadonlyWalletAccount;
  readonly #listeners = new Set<StandardEventsListener>();
  #connected = false;

  constructor(keypair: DevKeypair) {
    this.#keypair = keypair;
    this.#account = new ReadonlyWalletAccount({
      address: keypair.address,
      publicKey: keypair.publicKey,
      chains: [SOLANA_LOCALNET_CHAIN],
      features: [SolanaSignTransaction, SolanaSignMessage],
      label: DEV_WALLET_NAME,
    });
  }

  get accounts(): readonly WalletAccount[] {
    return this.#connected ? [this.#account] : [];
  }

  get features(): DevWalletFeatures {
    return {
      [StandardConnect]: { version: '1.0.0', connect: this.#connect },
      [StandardDisconnect]: { version: '1.0.0', disconnect: this.#disconnect },
      [StandardEvents]: { version: '1.0.0', on: this.#on },
      [SolanaSignTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: this.#signTransaction,
      },
      [SolanaSignMessage]: { version: '1.0.0', signMessage: this.#signMessage },
    };
  }

  #emitAccounts(): void {
    const accounts = this.accounts;
    for (const listener of this.#listeners) listener({ accounts });
  }

  #on = (_event: 'change', listener: StandardEventsListener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #connect = async (): Promise<{ readonly accounts: readonly WalletAccount[] }> => {
    if (!this.#connected) {
      rejectIfAsked('connect');
      this.#connected = true;
      this.#emitAccounts();
    }
    return { accounts: this.accounts };
  };

  #disconnect = async (): Promise<void> => {
    if (!this.#connected) return;
    this.#connected = false;
    this.#emitAccounts();
  };

  #assertAccount(account: WalletAccount): void {
    if (!this.#connected) throw new Error('Dev Wallet is not connected');
    if (account.address !== this.#account.address) throw new Error('Unknown Dev Wallet account');
  }

  #signTransaction = async (
    ...inputs: readonly SolanaSignTransactionInput[]
  ): Promise<readonly SolanaSignTransactionOutput[]> =>
    inputs.map(({ account, transaction }) => {
      this.#assertAccount(account);
      rejectIfAsked('signTransaction');
      const signedTransaction = signWireTransaction(transaction, this.#keypair.publicKey, (message) =>
        signBytes(this.#keypair, message),
      );
      return { signedTransaction };
    });

  #signMessage = async (
    ...inputs: readonly SolanaSignMessageInput[]
  ): Promise<readonly SolanaSignMessageOutput[]> =>
    inputs.map(({ account, message }) => {
      this.#assertAccount(account);
      rejectIfAsked('signMessage');
      return {
        signedMessage: message,
        signature: signBytes(this.#keypair, message),
        signatureType: 'ed25519',
      };
    });
}
