import { describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from '../../../lib/api/api-error.ts';
import { heroActionError } from './action-error.ts';
import { HEROES_MESSAGES } from './heroes-messages.ts';

describe('heroActionError', () => {
  it("keeps the server's message", () => {
    const error = new ApiError(400, 'BAD_REQUEST', 'Not enough heroes to merge');
    expect(heroActionError(error, HEROES_MESSAGES.levelUpFailed)).toBe('Not enough heroes to merge');
  });

  it('says a 500 may have failed, with the server text or Unknown error', () => {
    expect(heroActionError(new ApiError(500, 'INTERNAL', 'db down'), HEROES_MESSAGES.equipFailed)).toBe(
      'Server error (500): db down. The action may have failed.',
    );
    expect(heroActionError(new ApiError(500, 'INTERNAL', ''), HEROES_MESSAGES.equipFailed)).toBe(
      'Server error (500): Unknown error. The action may have failed.',
    );
  });

  it("falls back to the action's own message", () => {
    expect(heroActionError(new Error('boom'), HEROES_MESSAGES.levelUpFailed)).toBe('Failed to level up hero');
    expect(heroActionError(new ApiError(400, 'BAD_REQUEST', ''), HEROES_MESSAGES.useFailed)).toBe(
      'Failed to use item',
    );
  });

  it("falls back to the action's own message when the answer broke its contract", () => {
    const malformed = new ApiError(200, 'INTERNAL', 'The server answered in an unexpected format.');
    expect(heroActionError(malformed, HEROES_MESSAGES.useFailed)).toBe('Failed to use item');
    expect(heroActionError(malformed, HEROES_MESSAGES.equipFailed)).toBe('Failed to equip item');
  });

  it("says 'Error: {message}' when no answer came back", () => {
    expect(heroActionError(networkFailure(), HEROES_MESSAGES.levelUpFailed)).toBe('Error: Network Error');
  });
});
