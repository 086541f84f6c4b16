import { describe, expect, it } from 'vitest';
import { isPaid } from './payment-pending.ts';

describe('isPaid', () => {
  it('counts a claim as paid only once its payout confirmed', () => {
    expect(isPaid({ status: 'confirmed' })).toBe(true);
    expect(isPaid({ status: 'pending' })).toBe(false);
    expect(isPaid({ status: 'sent' })).toBe(false);
  });
});
