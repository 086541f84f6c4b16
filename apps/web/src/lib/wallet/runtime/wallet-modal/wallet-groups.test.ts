import { WalletReadyState } from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { groupWallets } from './wallet-groups.ts';

const wallet = (adapter: string, readyState: WalletReadyState) => ({ adapter, readyState });

describe('groupWallets', () => {
  it('lists detected wallets first and keeps the rest for More options, in their order', () => {
    const groups = groupWallets([
      wallet('Phantom', WalletReadyState.NotDetected),
      wallet('Dev Wallet', WalletReadyState.Installed),
      wallet('Mobile', WalletReadyState.Loadable),
      wallet('Backpack', WalletReadyState.NotDetected),
    ]);
    expect(groups.detected.map((w) => w.adapter)).toEqual(['Dev Wallet']);
    expect(groups.more.map((w) => w.adapter)).toEqual(['Phantom', 'Mobile', 'Backpack']);
  });

  it('hides unsupported wallets', () => {
    const groups = groupWallets([wallet('Old', WalletReadyState.Unsupported)]);
    expect(groups).toEqual({ detected: [], more: [] });
  });

  it('puts every wallet under More options when none is installed', () => {
    const groups = groupWallets([
      wallet('Phantom', WalletReadyState.NotDetected),
      wallet('Solflare', WalletReadyState.NotDetected),
    ]);
    expect(groups.detected).toEqual([]);
    expect(groups.more.map((w) => w.adapter)).toEqual(['Phantom', 'Solflare']);
  });
});
