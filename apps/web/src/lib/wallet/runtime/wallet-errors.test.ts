import { describe, expect, it } from 'vitest';
import { asWalletError, WalletError } from './wallet-error.ts';
import { describeWalletError } from './wallet-errors.ts';

describe('describeWalletError (docs/spec/000-shell-wallet-staking.md §8)', () => {
  it('reads the spec’s sentence alone, without the wallet’s own words tacked on', () => {
    expect(describeWalletError(new WalletError('WalletConnectionError', 'User rejected the request'))).toBe(
      'Failed to connect wallet. Please try again.',
    );
    expect(
      describeWalletError(
        asWalletError('WalletSignTransactionError', new Error('User rejected the request')),
      ),
    ).toBe('Failed to sign transaction');
    expect(describeWalletError(new WalletError('WalletNotReadyError'))).toBe(
      'Wallet not ready. Install it or choose another wallet.',
    );
  });

  it('reads a generic text for anything else', () => {
    expect(describeWalletError(new Error('boom'))).toBe('Wallet error');
  });
});

describe('asWalletError', () => {
  it('keeps a wallet error as it is and names any other failure by the kind given', () => {
    const own = new WalletError('WalletAccountError');
    expect(asWalletError('WalletConnectionError', own)).toBe(own);
    const wrapped = asWalletError('WalletConnectionError', new Error('User rejected the request'));
    expect(wrapped.name).toBe('WalletConnectionError');
    expect(wrapped.message).toBe('User rejected the request');
  });
});
