import { packTypeById } from '@wos/shared';
import { describe, expect, it } from 'vitest';
import { purchaseShortfall, signatureOfSigned } from './purchase-check.ts';

const premiumFarmer = packTypeById('farmer-premium')!;
const premiumHero = packTypeById('hero-premium')!;

describe('the balance check before a pack is prepared (docs/spec/001-game.md §5)', () => {
  it('names SOL with both amounts when neither SOL nor the WLO alternative covers a farmer pack', () => {
    expect(purchaseShortfall(premiumFarmer, { sol: 0.1, wlo: 0 })).toBe(
      'Not enough SOL to buy this pack. You need 0.4 SOL but only have 0.1 SOL.',
    );
  });

  it('lets a farmer pack through on its WLO alternative, and names WLO for a hero pack', () => {
    expect(purchaseShortfall(premiumFarmer, { sol: 0.1, wlo: 300 })).toBeNull();
    expect(purchaseShortfall(premiumHero, { sol: 1, wlo: 120.5 })).toBe(
      'Not enough WLO to buy this pack. You need 500 WLO but only have 120.5 WLO.',
    );
    expect(purchaseShortfall(premiumFarmer, { sol: 5, wlo: 10 }, 'WLO')).toBe(
      'Not enough WLO to buy this pack. You need 300 WLO but only have 10 WLO.',
    );
  });

  it("reads the fee payer's signature of a signed transaction", () => {
    const bytes = new Uint8Array(1 + 64 + 3);
    bytes[0] = 1;
    bytes.fill(0, 1, 65);
    expect(signatureOfSigned(btoa(String.fromCharCode(...bytes)))).toBe('1'.repeat(64));
  });
});
