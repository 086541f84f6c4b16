import { describe, expect, it } from 'vitest';
import { choosePackPayment, notEnoughToBuyPack, PACK_FEE_RESERVE_LAMPORTS } from './pack-payment.ts';
import { packTypeById } from './packs.ts';

const SOL = 1_000_000_000n;
const WLO = 1_000_000n;
const premiumFarmer = packTypeById('farmer-premium')!;
const premiumHero = packTypeById('hero-premium')!;

describe('how a pack is paid (docs/spec/001-game.md §5)', () => {
  it('pays a farmer pack in SOL when SOL covers it, else in WLO when WLO covers the alternative', () => {
    expect(choosePackPayment(premiumFarmer, { lamports: SOL, wlo: 0n })).toEqual({
      kind: 'pay',
      token: 'SOL',
      amount: 400_000_000n,
    });
    expect(choosePackPayment(premiumFarmer, { lamports: SOL / 10n, wlo: 300n * WLO })).toEqual({
      kind: 'pay',
      token: 'WLO',
      amount: 300n * WLO,
    });
  });

  it('answers the SOL shortfall when neither covers a farmer pack', () => {
    const payment = choosePackPayment(premiumFarmer, { lamports: SOL / 10n, wlo: 0n });
    expect(payment).toEqual({ kind: 'short', token: 'SOL', need: 400_000_000n, have: 100_000_000n });
    if (payment.kind !== 'short') throw new Error('expected a shortfall');
    expect(notEnoughToBuyPack(payment.token, payment.need, payment.have)).toBe(
      'Not enough SOL to buy this pack. You need 0.4 SOL but only have 0.1 SOL.',
    );
  });

  it('asks a hero pack in WLO, and the fee in SOL', () => {
    expect(choosePackPayment(premiumHero, { lamports: SOL, wlo: 499n * WLO })).toEqual({
      kind: 'short',
      token: 'WLO',
      need: 500n * WLO,
      have: 499n * WLO,
    });
    expect(choosePackPayment(premiumHero, { lamports: 0n, wlo: 500n * WLO })).toMatchObject({
      kind: 'short',
      token: 'SOL',
      need: PACK_FEE_RESERVE_LAMPORTS,
    });
    expect(choosePackPayment(premiumHero, { lamports: SOL, wlo: 0n }, 'SOL')).toEqual({
      kind: 'not-sold',
      token: 'SOL',
    });
  });
});
