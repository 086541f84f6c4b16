import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevWallet, gotoPath } from '../harness/app.ts';
import { type E2EEnv, startE2E } from '../harness/e2e-env.ts';
import { transferMessage, unsignedTransaction, verifyEd25519 } from '../harness/transactions.ts';

let env: E2EEnv;

beforeAll(async () => {
  env = await startE2E();
});

afterAll(async () => {
  await env?.close();
});

interface DevWalletView {
  name: string;
  chains: string[];
  features: string[];
  supportedTransactionVersions: Array<string | number>;
}

/** Looks the Dev Wallet up the way any Wallet Standard app does: the app-ready event. */
async function describeDevWallet(page: Page): Promise<DevWalletView | null> {
  return page.evaluate(() => {
    type Registered = {
      name: string;
      chains: string[];
      features: Record<string, { supportedTransactionVersions?: Array<string | number> }>;
    };
    const wallets: Registered[] = [];
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (...w: Registered[]) => wallets.push(...w) },
      }),
    );
    const wallet = wallets.find((w) => w.name === 'Dev Wallet');
    if (!wallet) return null;
    return {
      name: wallet.name,
      chains: [...wallet.chains],
      features: Object.keys(wallet.features).sort(),
      supportedTransactionVersions: [
        ...(wallet.features['solana:signTransaction']?.supportedTransactionVersions ?? []),
      ],
    };
  });
}

/** Asks the Dev Wallet in the page to sign the bytes; returns the signed bytes or the error text. */
async function signInPage(page: Page, transaction: Uint8Array): Promise<number[] | string> {
  return page.evaluate(async (bytes) => {
    type Account = { address: string };
    type Registered = {
      name: string;
      accounts: Account[];
      features: Record<string, unknown>;
    };
    type SignFeature = {
      signTransaction: (input: {
        account: Account;
        transaction: Uint8Array;
      }) => Promise<Array<{ signedTransaction: Uint8Array }>>;
    };
    const wallets: Registered[] = [];
    window.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (...w: Registered[]) => wallets.push(...w) },
      }),
    );
    const wallet = wallets.find((w) => w.name === 'Dev Wallet');
    const account = wallet?.accounts[0];
    if (!wallet || !account) return 'Dev Wallet not connected';
    const feature = wallet.features['solana:signTransaction'] as SignFeature;
    try {
      const [output] = await feature.signTransaction({ account, transaction: Uint8Array.from(bytes) });
      return output ? Array.from(output.signedTransaction) : 'no output';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }, Array.from(transaction));
}

describe('Dev Wallet', () => {
  it('is registered on localnet through the Wallet Standard with the features the adapter needs', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    // The wallet code loads on the first wallet action, not before.
    expect(await describeDevWallet(page)).toBeNull();
    await connectDevWallet(page);
    expect(await describeDevWallet(page)).toEqual({
      name: 'Dev Wallet',
      chains: ['solana:localnet'],
      features: [
        'solana:signMessage',
        'solana:signTransaction',
        'standard:connect',
        'standard:disconnect',
        'standard:events',
      ],
      supportedTransactionVersions: ['legacy', 0],
    });
  });

  it.each(['legacy', 0] as const)('signs a %s transaction without changing its message', async (version) => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    const { walletAddress } = await connectDevWallet(page);

    const message = transferMessage(walletAddress, version);
    const signed = await signInPage(page, unsignedTransaction(message));
    if (typeof signed === 'string') throw new Error(signed);

    const bytes = Uint8Array.from(signed);
    expect(bytes[0]).toBe(1);
    expect(Buffer.from(bytes.subarray(65)).equals(Buffer.from(message))).toBe(true);
    expect(verifyEd25519(walletAddress, message, bytes.subarray(1, 65))).toBe(true);
  });

  it('refuses a transaction that does not ask it to sign', async () => {
    const { page } = await env.open(1280);
    await gotoPath(page, '/');
    await connectDevWallet(page);
    const someoneElse = 'Vote111111111111111111111111111111111111111';
    const result = await signInPage(page, unsignedTransaction(transferMessage(someoneElse, 0)));
    expect(result).toBe('This transaction does not ask the Dev Wallet to sign');
  });
});
