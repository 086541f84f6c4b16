import { describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from '../../../lib/api/api-error.ts';
import { levelUpErrorMessage } from './level-up.ts';

describe('levelUpErrorMessage', () => {
  it("keeps the server's text, 'Not enough farmers to merge' included", () => {
    expect(
      levelUpErrorMessage(new ApiError(400, 'FARMERS__NOT_ENOUGH_TO_MERGE', 'Not enough farmers to merge')),
    ).toBe('Not enough farmers to merge');
    expect(levelUpErrorMessage(new ApiError(400, 'ASSET__LISTED', 'This farmer is listed'))).toBe(
      'This farmer is listed',
    );
  });

  it('says the max level in the words of the spec however the server put it', () => {
    expect(levelUpErrorMessage(new ApiError(400, 'FARMERS__MAX_LEVEL', 'Farmer is at max level'))).toBe(
      'This farmer is already at maximum level (5).',
    );
    expect(levelUpErrorMessage(new ApiError(400, 'FARMERS__MAX_LEVEL', ''))).toBe(
      'This farmer is already at maximum level (5).',
    );
  });

  it('goes by the code, never by the sentence', () => {
    expect(levelUpErrorMessage(new ApiError(400, 'BAD_REQUEST', 'Farmer is at max level'))).toBe(
      'Farmer is at max level',
    );
  });

  it("falls back to 'Failed to level up farmer.' for anything without a message", () => {
    expect(levelUpErrorMessage(new Error('boom'))).toBe('Failed to level up farmer.');
    expect(levelUpErrorMessage(new ApiError(500, 'INTERNAL', ''))).toBe('Failed to level up farmer.');
  });

  it('says when the server could not be reached', () => {
    expect(levelUpErrorMessage(networkFailure())).toBe('Error connecting to server');
  });
});
