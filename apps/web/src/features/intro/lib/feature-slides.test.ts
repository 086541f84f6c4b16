import { describe, expect, it } from 'vitest';
import { FEATURE_SLIDES } from './feature-slides.ts';

describe("the intro's slides (docs/spec/001-game.md §2)", () => {
  it("the Staking slide carries the four marketing claims (docs/spec/000-shell-wallet-staking.md §1), then the slide's own", () => {
    const staking = FEATURE_SLIDES.find((slide) => slide.title === 'Staking');
    expect(staking?.details).toEqual([
      'Up to 25.7% APY',
      'Lock periods from 30 to 365 days',
      'Auto compounding',
      'Boosts farmer yield up to 50%',
      'Longer locks yield more',
      'Early unstaking with reduced rewards',
    ]);
  });
});
