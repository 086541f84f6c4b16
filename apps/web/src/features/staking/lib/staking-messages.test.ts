import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { SESSION_EXPIRED_MESSAGE } from '../../../lib/api/client.ts';
import { toApiError } from '../../../lib/api/error-body.ts';
import { prepareStakeErrorMessage, STAKING_MESSAGES, stakingErrorMessage } from './staking-messages.ts';

const CONNECTED = true;

describe('stakingErrorMessage (docs/spec/000-shell-wallet-staking.md §8)', () => {
  it.each([
    ['prepare', STAKING_MESSAGES.prepareFailed],
    ['claim', STAKING_MESSAGES.claimFailed],
    ['try your luck', STAKING_MESSAGES.claimWithRiskFailed],
    ['unstake', STAKING_MESSAGES.unstakeFailed],
  ])('a failed %s reads "%s" for a 500, with or without a body', (_action, text) => {
    expect(stakingErrorMessage(toApiError(500, undefined), text, CONNECTED)).toBe(text);
    expect(stakingErrorMessage(toApiError(500, 'Internal Server Error'), text, CONNECTED)).toBe(text);
    expect(
      stakingErrorMessage(
        toApiError(500, { error: 'INTERNAL', message: 'Something went wrong on our side' }),
        text,
        CONNECTED,
      ),
    ).toBe(text);
  });

  it('reads the action’s text when the server was unreachable', () => {
    const unreachable = new ApiError(0, 'INTERNAL', 'Error connecting to server');
    expect(stakingErrorMessage(unreachable, STAKING_MESSAGES.claimFailed, CONNECTED)).toBe(
      STAKING_MESSAGES.claimFailed,
    );
  });

  it('shows the server’s own words: a refusal, a 400 with only a message, { success: false, message }', () => {
    const locked = toApiError(400, { error: 'STAKING__LOCKED', message: 'Stake is still locked' });
    const onlyMessage = toApiError(400, { message: 'Amount must be at least 100 WLO' });
    const refused = new ApiError(200, '', 'This stake was already claimed');
    expect(stakingErrorMessage(locked, STAKING_MESSAGES.claimFailed, CONNECTED)).toBe(
      'Stake is still locked',
    );
    expect(stakingErrorMessage(onlyMessage, STAKING_MESSAGES.prepareFailed, CONNECTED)).toBe(
      'Amount must be at least 100 WLO',
    );
    expect(stakingErrorMessage(refused, STAKING_MESSAGES.claimFailed, CONNECTED)).toBe(
      'This stake was already claimed',
    );
  });

  it('says Wallet not connected when the session went with the wallet, whatever the server said', () => {
    const revoked = toApiError(401, { error: 'UNAUTHORIZED', message: 'Session expired or revoked' });
    expect(stakingErrorMessage(revoked, STAKING_MESSAGES.prepareFailed, false)).toBe('Wallet not connected');
    expect(stakingErrorMessage(new Error('Wallet not connected'), STAKING_MESSAGES.signFailed, false)).toBe(
      'Wallet not connected',
    );
    const adapterError = Object.assign(new Error(''), { name: 'WalletNotConnectedError' });
    expect(stakingErrorMessage(adapterError, STAKING_MESSAGES.signFailed, false)).toBe(
      'Wallet not connected',
    );
  });

  it('says the session expired, as the API client does, while the wallet is still connected', () => {
    const expired = toApiError(401, { error: 'UNAUTHORIZED', message: 'Session expired or revoked' });
    expect(stakingErrorMessage(expired, STAKING_MESSAGES.claimFailed, CONNECTED)).toBe(
      SESSION_EXPIRED_MESSAGE,
    );
  });

  it('falls back for anything that is not the server’s', () => {
    expect(
      stakingErrorMessage(new TypeError('x is undefined'), STAKING_MESSAGES.unstakeFailed, CONNECTED),
    ).toBe(STAKING_MESSAGES.unstakeFailed);
  });
});

describe('prepareStakeErrorMessage (docs/spec/000-shell-wallet-staking.md §8)', () => {
  it("reads 'Failed to prepare staking transaction' for a 200 without a transaction", () => {
    // What apiRequest throws when the body misses its contract (status 200 kept).
    expect(
      prepareStakeErrorMessage(
        new ApiError(200, 'INTERNAL', 'The server answered in an unexpected format.'),
        CONNECTED,
      ),
    ).toBe('Failed to prepare staking transaction');
    expect(
      prepareStakeErrorMessage(toApiError(200, { success: false, message: 'Try later' }), CONNECTED),
    ).toBe('Failed to prepare staking transaction');
  });

  it("keeps the server's words for a refusal, and the prepare text for a 500", () => {
    expect(
      prepareStakeErrorMessage(
        toApiError(400, { error: 'VALIDATION', message: 'Minimum stake is 100 WLO' }),
        CONNECTED,
      ),
    ).toBe('Minimum stake is 100 WLO');
    expect(prepareStakeErrorMessage(toApiError(500, undefined), CONNECTED)).toBe(
      'Failed to prepare staking transaction',
    );
  });
});
