import { describe, expect, it } from 'vitest';
import { ApiError, networkFailure } from '../../../lib/api/api-error.ts';
import { actionErrorMessage } from './action-error.ts';

describe('actionErrorMessage', () => {
  it('names a server error (500) and says the action may have failed', () => {
    expect(actionErrorMessage(new ApiError(500, 'INTERNAL', 'pool offline'), 'x')).toBe(
      'Server error (500): pool offline. The action may have failed.',
    );
    expect(actionErrorMessage(new ApiError(500, 'INTERNAL', ''), 'x')).toBe(
      'Server error (500): Unknown error. The action may have failed.',
    );
  });

  it("prefers the server's message to the fallback", () => {
    expect(actionErrorMessage(new ApiError(409, 'CONFLICT', 'Harvest already running'), 'fallback')).toBe(
      'Harvest already running',
    );
    expect(actionErrorMessage(new Error('x'), 'Failed to harvest rewards...')).toBe(
      'Failed to harvest rewards...',
    );
  });

  it("says 'Error: {message}' when no answer came back", () => {
    expect(actionErrorMessage(networkFailure(), 'Failed to harvest rewards...')).toBe('Error: Network Error');
  });
});
