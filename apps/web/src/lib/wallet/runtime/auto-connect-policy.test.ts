import { describe, expect, it } from 'vitest';
import { createAutoConnectPolicy } from './auto-connect-policy.ts';

describe('createAutoConnectPolicy', () => {
  it('connects the remembered wallet at start only when asked to (a session to restore, or a Connect click)', () => {
    expect(createAutoConnectPolicy('Dev Wallet', true)('Dev Wallet')).toBe(true);
    expect(createAutoConnectPolicy('Dev Wallet', false)('Dev Wallet')).toBe(false);
  });

  it('connects a wallet the player picks afterwards at once', () => {
    const policy = createAutoConnectPolicy('Dev Wallet', false);
    expect(policy('Dev Wallet')).toBe(false);
    expect(policy('Dev Wallet')).toBe(true);
    expect(createAutoConnectPolicy(null, false)('Phantom')).toBe(true);
  });
});
