// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameProviders, PLAYER, signInAs, signOut, testQueryClient } from '../../../test/game-harness.tsx';
import type { InventoryRow } from '../lib/inventory-view.ts';
import { MarketActionDialog } from './MarketActionDialog.tsx';

const FARMER_ID = '0b9c4c1e-8a3e-4f5e-9a8b-1c2d3e4f5a6b';
const SHARE_MESSAGE =
  'You can sell at most 40 WLO more to the treasury today; your share resets at 00:00 UTC.';

const row: InventoryRow = {
  id: FARMER_ID,
  assetType: 'farmer',
  category: 'farmers',
  name: 'Agribot 3000',
  rarity: 'common',
  level: 1,
  subType: null,
  description: 'A reliable bot.',
  image: '/art/farmers/agribot-3000.svg',
  estimate: 3000,
  costBasis: 100,
  instantSellPrice: 80,
  equipped: false,
};

/** The server at the fetch boundary: answers the estimate of the farmer with these fields. */
function estimateAnswers(fields: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    const body =
      path === `/marketplace/estimate/farmer/${FARMER_ID}`
        ? {
            success: true,
            estimate: 3000,
            instantSellPrice: 80,
            costBasis: 100,
            name: 'Agribot 3000',
            rarity: 'common',
            level: 1,
            bound: false,
            buybackBudgetRemaining: 200_000,
            buybackShareRemaining: 20_000,
            unavailableReason: null,
            ...fields,
          }
        : { error: 'NOT_FOUND', message: `No ${path} here` };
    return new Response(JSON.stringify(body), {
      status: 'error' in body ? 404 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
}

function renderSellDialog() {
  const noop = () => undefined;
  render(
    <GameProviders client={testQueryClient()}>
      <MarketActionDialog
        action={{ mode: 'sellNow', row }}
        pending={null}
        balance={undefined}
        onClose={noop}
        onList={noop}
        onChangePrice={noop}
        onCancel={noop}
        onBuy={noop}
        onSellNow={noop}
      />
    </GameProviders>,
  );
  return screen.getByRole('dialog', { name: 'Sell Instantly' });
}

beforeEach(() => {
  signInAs(PLAYER);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

describe('the instant-sell dialog (docs/rules.md §5, §6)', () => {
  it('shows the cost basis, why it bounds the offer, and the wallet’s share left today', async () => {
    estimateAnswers({});
    const dialog = renderSellDialog();
    const confirm = await within(dialog).findByRole('button', { name: 'SELL FOR 80 WLO' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    expect(within(dialog).getByTestId('instant-sell-cost-basis').textContent).toBe(
      'The treasury pays at most 80 % of what the game received for this asset (its cost basis: 100 WLO).',
    );
    const figures = dialog.querySelector('.market-figures')?.textContent ?? '';
    expect(figures).toContain('Cost basis100 WLO');
    expect(figures).toContain('Your share left today20,000 WLO');
  });

  it('says why the server would refuse a sale past the wallet’s share, with no confirm', async () => {
    estimateAnswers({ buybackShareRemaining: 40, unavailableReason: SHARE_MESSAGE });
    const dialog = renderSellDialog();
    const refusal = await within(dialog).findByTestId('instant-sell-refusal');
    expect(refusal.textContent).toBe(SHARE_MESSAGE);
    expect(within(dialog).queryByTestId('market-action-confirm')).toBeNull();
  });
});
