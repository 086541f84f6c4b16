// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameProviders, testQueryClient } from '../../../test/game-harness.tsx';
import { RewardPoolCard } from './RewardPoolCard.tsx';

const FARMING_POOL = 'FarmPoo1111111111111111111111111111111111111';
const MINT = 'WLoMint1111111111111111111111111111111111111';

const REWARD_POOL = {
  data: {
    balance: 1000,
    nextPayout: 480,
    payoutPercent: 50,
    nextDistribution: '2026-11-29T00:00:00.000Z',
    serverTime: '2026-11-28T00:00:00.000Z',
    lastDistribution: null,
  },
};

const token = (uiAmount: number) => ({
  mint: MINT,
  address: `Acct${uiAmount}`,
  amount: String(uiAmount * 1e6),
  decimals: 6,
  uiAmount,
});

/** The server at the fetch boundary, by path; what it was asked, in order. */
function serverAnswers(): string[] {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    '/farmers/reward-pool': REWARD_POOL,
    '/fee-distribution/wallets': {
      data: {
        wallets: [
          { name: 'farming', address: FARMING_POOL, share: 30, tokenTaxShare: 40 },
          {
            name: 'staking',
            address: 'StakPoo1111111111111111111111111111111111111',
            share: 30,
            tokenTaxShare: 40,
          },
        ],
      },
    },
    [`/staking/v2/wallet-tokens/${FARMING_POOL}`]: { data: { tokens: [token(1234.5), token(100.25)] } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://page.test');
      asked.push(`${url.pathname}${url.search}`);
      const body = answers[url.pathname];
      return new Response(JSON.stringify(body ?? { error: 'NOT_FOUND', message: 'none' }), {
        status: body ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the weekly reward pool card (docs/spec/001-game.md §7)', () => {
  it("shows the farming pool's tokens summed by uiAmount, with what Sunday pays under it", async () => {
    const asked = serverAnswers();
    render(
      <GameProviders client={testQueryClient()}>
        <RewardPoolCard />
      </GameProviders>,
    );
    const card = screen.getByTestId('reward-pool');
    await waitFor(() =>
      expect(within(card).getByTestId('reward-pool-balance').textContent).toBe('1,334.75 WLO'),
    );
    expect(asked).toContain(`/staking/v2/wallet-tokens/${FARMING_POOL}?network=localnet`);
    expect(within(card).getByTestId('reward-pool-payout-note').textContent).toMatch(
      /^Paid out on Sunday: 50% of the pool/,
    );
  });
});
