import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { levelUpErrorMessage } from './level-up.ts';

describe('levelUpErrorMessage', () => {
  it("keeps the server's text, 'Not enough farmers to merge' included", () => {
    expect(levelUpErrorMessage(new ApiError(400, 'BAD_REQUEST', 'Not enough farmers to merge'))).toBe(
      'Not enough farmers to merge',
    );
  });

  it('says the max level in the words of the spec however the server put it', () => {
    expect(levelUpErrorMessage(new ApiError(400, 'BAD_REQUEST', 'Farmer is at max level'))).toBe(
      'This farmer is already at maximum level (5).',
    );
  });

  it("falls back to 'Failed to level up farmer.' for anything without a message", () => {
    expect(levelUpErrorMessage(new Error('boom'))).toBe('Failed to level up farmer.');
    expect(levelUpErrorMessage(new ApiError(500, 'INTERNAL', ''))).toBe('Failed to level up farmer.');
  });

  it('says when the server could not be reached', () => {
    expect(levelUpErrorMessage(new ApiError(0, 'INTERNAL', 'Error connecting to server'))).toBe(
      'Error connecting to server',
    );
  });
});
