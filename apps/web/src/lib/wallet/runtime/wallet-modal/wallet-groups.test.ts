import { describe, expect, it } from 'vitest';
import type { WalletReadiness } from '../wallet-entries.ts';
import { groupWallets } from './wallet-groups.ts';

const wallet = (name: string, readiness: WalletReadiness) => ({ name, readiness });

describe('groupWallets', () => {
  it('lists detected wallets first and keeps the rest for More options, in their order', () => {
    const groups = groupWallets([
      wallet('Phantom', 'NotDetected'),
      wallet('Dev Wallet', 'Installed'),
      wallet('Mobile', 'Loadable'),
      wallet('Backpack', 'NotDetected'),
    ]);
    expect(groups.detected.map((w) => w.name)).toEqual(['Dev Wallet']);
    expect(groups.more.map((w) => w.name)).toEqual(['Phantom', 'Mobile', 'Backpack']);
  });

  it('hides unsupported wallets', () => {
    const groups = groupWallets([wallet('Old', 'Unsupported')]);
    expect(groups).toEqual({ detected: [], more: [] });
  });

  it('puts every wallet under More options when none is installed', () => {
    const groups = groupWallets([wallet('Phantom', 'NotDetected'), wallet('Solflare', 'NotDetected')]);
    expect(groups.detected).toEqual([]);
    expect(groups.more.map((w) => w.name)).toEqual(['Phantom', 'Solflare']);
  });
});
