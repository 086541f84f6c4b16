import { describe, expect, it } from 'vitest';
import { refusalOf, toApiError } from './error-body.ts';

describe('toApiError', () => {
  it('reads the shared body { error, message }', () => {
    expect(
      toApiError(409, { error: 'STAKING__NOTHING_TO_CLAIM', message: 'No rewards to claim' }),
    ).toMatchObject({
      status: 409,
      code: 'STAKING__NOTHING_TO_CLAIM',
      message: 'No rewards to claim',
    });
  });

  it('reads a body with only a message (a 400 says why, not "Request failed (400)")', () => {
    const error = toApiError(400, { message: 'Amount must be at least 100 WLO' });
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Amount must be at least 100 WLO',
    });
  });

  it('reads a body with only an error, or plain text', () => {
    expect(toApiError(400, { error: 'Invalid stake' }).message).toBe('Invalid stake');
    expect(toApiError(502, '  Bad Gateway \n').message).toBe('Bad Gateway');
  });

  it('carries no words of its own when the server sent none: the caller says what failed', () => {
    for (const body of [undefined, '', {}, [], { message: 42 }]) {
      const error = toApiError(500, body);
      expect(error.status).toBe(500);
      expect(error.code).toBe('INTERNAL');
      expect(error.message).toBe('');
    }
  });
});

describe('refusalOf', () => {
  it('turns { success: false, message } into a refusal in the server’s words', () => {
    expect(refusalOf(200, { success: false, message: 'Stake is still locked' })).toMatchObject({
      status: 200,
      message: 'Stake is still locked',
    });
  });

  it('leaves other bodies to the contract check', () => {
    expect(refusalOf(200, { success: true, message: 'ok' })).toBeNull();
    expect(refusalOf(200, { stakes: [] })).toBeNull();
    expect(refusalOf(200, 'text')).toBeNull();
  });
});
