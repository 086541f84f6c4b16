// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ItemAsset } from '@wos/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GameProviders,
  PLAYER,
  resetGameTest,
  signInAs,
  testQueryClient,
} from '../../../test/game-harness.tsx';
import { useHeroActions } from '../data-access/useHeroActions.ts';
import { ownedItem } from '../lib/test-fixtures.ts';
import { ItemsPanel } from './ItemsPanel.tsx';

/** YOUR ITEMS as the heroes page wires it: the panel and the item actions. */
function Items({ items }: { items: ItemAsset[] }) {
  const actions = useHeroActions();
  return (
    <ItemsPanel
      items={items}
      heroes={[]}
      pending={actions.pending}
      onUse={(item) => void actions.consume(item)}
    />
  );
}

function renderItems(items: ItemAsset[]) {
  render(
    <GameProviders client={testQueryClient()}>
      <Items items={items} />
    </GameProviders>,
  );
}

beforeEach(() => {
  signInAs(PLAYER);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetGameTest);

describe('YOUR ITEMS', () => {
  it("lets the player try a consumable with no charges left and says 'Item has no charges left'", () => {
    const sent = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', sent);
    renderItems([ownedItem('energy-cell', { charges: 0 })]);

    const row = screen.getByTestId('consumable-item');
    const use = within(row).getByRole('button', { name: 'USE' }) as HTMLButtonElement;
    expect(use.disabled).toBe(false);
    fireEvent.click(use);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Item has no charges left');
    // docs/spec/001-game.md §9: the local marketplace's toasts close after 3000 ms.
    const progress = alert.querySelector<HTMLElement>('.toast__progress');
    expect(progress?.style.animationDuration).toBe('3000ms');
    expect(sent).not.toHaveBeenCalled();
  });
});
