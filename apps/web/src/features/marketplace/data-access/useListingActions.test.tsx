// @vitest-environment happy-dom
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissAllToasts,
  GameProviders,
  resetGameTest,
  signInAs,
  testQueryClient,
} from '../../../test/game-harness.tsx';
import { testListing } from '../lib/test-listing.ts';
import { useListingActions } from './useListingActions.ts';

const SELLER = 'Seller1111111111111111111111111111111111111';

function renderActions() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <GameProviders client={client}>{children}</GameProviders>
  );
  return renderHook(() => useListingActions(), { wrapper });
}

/** The toast the action left, and how long it stays (docs/spec/001-game.md §9: 3000 ms). */
function toastShown() {
  const alert = screen.getByRole('alert');
  return {
    text: alert.querySelector('.toast__message')?.textContent,
    duration: alert.querySelector<HTMLElement>('.toast__progress')?.style.animationDuration,
  };
}

beforeEach(() => {
  signInAs(SELLER);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetGameTest);

describe('listing actions that get no answer (docs/spec/001-game.md §8)', () => {
  it("say 'Error: Network Error' for a reprice, a cancel, a listing and an instant sale, for 3 s", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { result } = renderActions();
    const listing = testListing({ seller: SELLER });
    const row = {
      id: 'asset-2',
      assetType: 'farmer' as const,
      category: 'farmers' as const,
      name: 'Agribot 3000',
      rarity: 'common' as const,
      level: 1,
      subType: null,
      description: '',
      image: '/art/farmers/agribot-3000.svg',
      estimate: 3000,
      costBasis: 100,
      instantSellPrice: 80,
      equipped: false,
    };

    for (const attempt of [
      () => result.current.changePrice(listing, '120'),
      () => result.current.cancel(listing),
      () => result.current.list(row, '90'),
      () => result.current.sellNow(row),
    ]) {
      let worked: boolean | undefined;
      await act(async () => {
        worked = await attempt();
      });
      expect(worked).toBe(false);
      expect(toastShown()).toEqual({ text: 'Error: Network Error', duration: '3000ms' });
      dismissAllToasts();
    }
  });
});
