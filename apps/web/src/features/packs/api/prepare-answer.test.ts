import { describe, expect, it } from 'vitest';
import { NOTHING_TO_SIGN, prepareAnswer } from './prepare-answer.ts';

const details = {
  purchaseId: 'p-1',
  packId: 'farmer-basic',
  assetType: 'farmer',
  name: 'Basic Farmer Pack',
  price: 0.1,
  token: 'SOL',
  originalPrice: 100,
  discountPercent: 0,
  voucherId: null,
  pack: null,
};

describe('the answer of a pack prepare (docs/spec/001-game.md §5)', () => {
  it('reads a full answer as it is', () => {
    const full = { freeItem: false, transaction: 'AQID', packDetails: details };
    expect(prepareAnswer.parse(full)).toEqual(full);
    const free = { freeItem: true, transaction: null, packDetails: { ...details, purchaseId: null } };
    expect(prepareAnswer.parse(free)).toEqual(free);
  });

  it('reads any 200 without a transaction and without freeItem: true as nothing to sign', () => {
    for (const body of [
      { freeItem: false, transaction: null },
      { freeItem: false },
      { transaction: null },
      {},
      { transaction: '' },
      { success: false, message: 'Sold out' },
      { freeItem: false, transaction: null, packDetails: { name: 'half a pack' } },
      undefined,
      '',
    ]) {
      expect(prepareAnswer.parse(body), JSON.stringify(body)).toBe(NOTHING_TO_SIGN);
    }
  });

  it('still refuses a free grant or a transaction it cannot read the pack of', () => {
    expect(prepareAnswer.safeParse({ freeItem: true }).success).toBe(false);
    expect(prepareAnswer.safeParse({ freeItem: false, transaction: 'AQID' }).success).toBe(false);
  });
});
