import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { harvestErrorMessage } from './harvest-error.ts';

describe('harvestErrorMessage', () => {
  it("reads 'Failed to harvest rewards...' for a 500, whatever the server said", () => {
    expect(harvestErrorMessage(new ApiError(500, 'INTERNAL', 'pool offline'))).toBe(
      'Failed to harvest rewards...',
    );
    expect(harvestErrorMessage(new ApiError(500, 'INTERNAL', ''))).toBe('Failed to harvest rewards...');
  });

  it("keeps the server's words for other refusals, else the harvest message", () => {
    expect(harvestErrorMessage(new ApiError(400, 'NOTHING_TO_HARVEST', 'No rewards to harvest yet'))).toBe(
      'No rewards to harvest yet',
    );
    expect(harvestErrorMessage(new ApiError(409, 'CONFLICT', ''))).toBe('Failed to harvest rewards...');
    expect(harvestErrorMessage(new Error('boom'))).toBe('Failed to harvest rewards...');
  });
});
