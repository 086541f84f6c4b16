import { ed25519 } from '@noble/curves/ed25519.js';
import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { StandardDisconnect, type StandardDisconnectFeature } from '@wallet-standard/features';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from '../../base64.ts';
import type { WalletSnapshot } from '../wallet-store.ts';
import { createAutoConnectPolicy } from './auto-connect-policy.ts';
import { DevWallet } from './dev-wallet/dev-wallet.ts';
import { loadOrCreateDevKeypair } from './dev-wallet/keypair.ts';
import { DEV_WALLET_REJECT_KEY } from './dev-wallet/rejections.ts';
import { SUGGESTED_WALLETS } from './suggested-wallets.ts';
import { WalletConnection } from './wallet-connection.ts';
import { listWalletEntries } from './wallet-entries.ts';
import type { WalletError } from './wallet-error.ts';

/** The real Dev Wallet (a Wallet Standard wallet), driven through the connection as the page drives it. */
function setUp(remembered: string | null, connectNow: boolean) {
  const devWallet = new DevWallet(loadOrCreateDevKeypair());
  let snapshot: Partial<WalletSnapshot> = {};
  let rememberedName = remembered;
  const errors: Array<{ error: WalletError; installUrl?: string }> = [];
  const connection = new WalletConnection({
    chain: 'solana:localnet',
    autoConnect: createAutoConnectPolicy(remembered, connectNow),
    connectingAtStart: connectNow,
    readRememberedName: () => rememberedName,
    rememberName: (name) => {
      rememberedName = name;
    },
    publish: (next) => {
      snapshot = { ...snapshot, ...next };
    },
    onError: (error, installUrl) => errors.push({ error, installUrl }),
  });
  connection.attach();
  connection.setEntries(listWalletEntries([devWallet], SUGGESTED_WALLETS));
  return {
    devWallet,
    connection,
    errors,
    snapshot: () => snapshot,
    rememberedName: () => rememberedName,
    settled: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
}

function unsignedTransfer(feePayer: string, version: 'legacy' | 0): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash('EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'), lastValidBlockHeight: 0n },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
          data: new Uint8Array([104, 105]),
        },
        m,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

beforeEach(() => localStorage.clear());
let detach: (() => void) | null = null;
afterEach(() => detach?.());

describe('WalletConnection over the Wallet Standard (the Dev Wallet)', () => {
  it('connects the wallet the player picks, remembers it, and publishes its address', async () => {
    const t = setUp(null, false);
    detach = () => t.connection.detach();
    expect(t.snapshot().state).toBe('no-wallet');
    t.connection.select('Dev Wallet');
    await t.settled();
    expect(t.rememberedName()).toBe('Dev Wallet');
    expect(t.snapshot()).toMatchObject({
      runtime: 'ready',
      state: 'connected',
      walletName: 'Dev Wallet',
      address: t.devWallet.accounts[0]?.address,
      canSignMessage: true,
      canSignTransaction: true,
    });
  });

  it('leaves a remembered wallet waiting (Connect) unless asked to connect at start', async () => {
    const waiting = setUp('Dev Wallet', false);
    detach = () => waiting.connection.detach();
    await waiting.settled();
    expect(waiting.snapshot().state).toBe('has-wallet');
    await waiting.connection.connect();
    expect(waiting.snapshot().state).toBe('connected');

    const restoring = setUp('Dev Wallet', true);
    await restoring.settled();
    expect(restoring.snapshot().state).toBe('connected');
    restoring.connection.detach();
  });

  it('a refused connection reads the connection error and forgets the wallet (Select Wallet)', async () => {
    const t = setUp(null, false);
    detach = () => t.connection.detach();
    localStorage.setItem(DEV_WALLET_REJECT_KEY, 'connect');
    t.connection.select('Dev Wallet');
    await t.settled();
    expect(t.errors.map(({ error }) => [error.name, error.message])).toEqual([
      ['WalletConnectionError', 'User rejected the request'],
    ]);
    expect(t.snapshot().state).toBe('no-wallet');
    expect(t.rememberedName()).toBeNull();
  });

  it('follows the wallet when it lets go of the account by itself, and on Disconnect', async () => {
    const t = setUp('Dev Wallet', true);
    detach = () => t.connection.detach();
    await t.settled();
    const disconnect = (t.devWallet.features as StandardDisconnectFeature)[StandardDisconnect];
    await disconnect.disconnect();
    expect(t.errors.map(({ error }) => error.name)).toEqual(['WalletDisconnectedError']);
    expect(t.snapshot()).toMatchObject({ state: 'no-wallet', address: null });

    t.connection.select('Dev Wallet');
    await t.settled();
    expect(t.snapshot().state).toBe('connected');
    await t.connection.disconnect();
    expect(t.snapshot()).toMatchObject({ state: 'no-wallet', address: null, walletName: null });
    expect(t.devWallet.accounts).toEqual([]);
  });

  it('a remembered suggested wallet that is not installed is not ready, and points to its install page', async () => {
    const t = setUp(null, false);
    detach = () => t.connection.detach();
    // Remembered from a browser that had it: the button reads Connect, and Connect says why not.
    t.connection.select('Phantom');
    await t.settled();
    expect(t.snapshot().state).toBe('has-wallet');
    expect(t.errors).toEqual([]);
    await expect(t.connection.connect()).rejects.toThrow();
    expect(t.errors.map(({ error, installUrl }) => [error.name, installUrl])).toEqual([
      ['WalletNotReadyError', 'https://phantom.app'],
    ]);
  });

  it.each(['legacy', 0] as const)(
    'signs a %s wire transaction without changing its message',
    async (version) => {
      const t = setUp('Dev Wallet', true);
      detach = () => t.connection.detach();
      await t.settled();
      const payer = t.devWallet.accounts[0];
      if (!payer) throw new Error('not connected');
      const unsigned = unsignedTransfer(payer.address, version);
      const signed = getTransactionDecoder().decode(
        base64ToBytes(await t.connection.signTransaction(bytesToBase64(unsigned))),
      );
      const before = getTransactionDecoder().decode(unsigned);
      expect(Array.from(signed.messageBytes)).toEqual(Array.from(before.messageBytes));
      const signature = signed.signatures[address(payer.address)];
      if (!signature) throw new Error('no signature');
      expect(
        ed25519.verify(signature, new Uint8Array(signed.messageBytes), payer.publicKey as Uint8Array),
      ).toBe(true);
    },
  );

  it('signs a message with the connected account', async () => {
    const t = setUp('Dev Wallet', true);
    detach = () => t.connection.detach();
    await t.settled();
    const message = new TextEncoder().encode('Sign in to Warlords of Solana');
    const signature = await t.connection.signMessage(message);
    const account = t.devWallet.accounts[0];
    if (!account) throw new Error('not connected');
    expect(ed25519.verify(signature, message, account.publicKey as Uint8Array)).toBe(true);
  });
});
