// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StakingHero } from './StakingHero.tsx';

describe("the staking page's hero (docs/spec/000-shell-wallet-staking.md §1, §2)", () => {
  it('shows the four marketing claims of staking beside the current APY', () => {
    render(<StakingHero onStakeNow={() => {}} />);
    const claims = screen.getByRole('list', { name: 'Staking highlights' });
    expect(
      within(claims)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Up to 25.7% APY',
      'Lock periods from 30 to 365 days',
      'Auto compounding',
      'Boosts farmer yield up to 50%',
    ]);
    expect(screen.getByTestId('current-apy').textContent).toBe('25.7% MAX');
  });
});
