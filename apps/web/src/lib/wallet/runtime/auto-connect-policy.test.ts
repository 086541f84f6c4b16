import type { Adapter } from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { createAutoConnectPolicy } from './auto-connect-policy.ts';

const adapter = (name: string) => ({ name }) as Adapter;

describe('createAutoConnectPolicy', () => {
  it('connects the remembered wallet at start only when asked to (a session to restore, or a Connect click)', async () => {
    expect(await createAutoConnectPolicy('Dev Wallet', true)(adapter('Dev Wallet'))).toBe(true);
    expect(await createAutoConnectPolicy('Dev Wallet', false)(adapter('Dev Wallet'))).toBe(false);
  });

  it('connects a wallet the player picks afterwards at once', async () => {
    const policy = createAutoConnectPolicy('Dev Wallet', false);
    expect(await policy(adapter('Dev Wallet'))).toBe(false);
    expect(await policy(adapter('Dev Wallet'))).toBe(true);
    expect(await createAutoConnectPolicy(null, false)(adapter('Phantom'))).toBe(true);
  });
});
