import {
  WalletConnectionError,
  WalletNotReadyError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base';
import { describe, expect, it } from 'vitest';
import { describeWalletError } from './wallet-errors.ts';

describe('describeWalletError (docs/spec/000-shell-wallet-staking.md §8)', () => {
  it('reads the spec’s sentence alone, without the wallet’s own words tacked on', () => {
    expect(describeWalletError(new WalletConnectionError('User rejected the request'))).toBe(
      'Failed to connect wallet. Please try again.',
    );
    expect(describeWalletError(new WalletSignTransactionError('User rejected the request'))).toBe(
      'Failed to sign transaction',
    );
    expect(describeWalletError(new WalletNotReadyError())).toBe(
      'Wallet not ready. Install it or choose another wallet.',
    );
  });

  it('reads a generic text for anything else', () => {
    expect(describeWalletError(new Error('boom'))).toBe('Wallet error');
  });
});
