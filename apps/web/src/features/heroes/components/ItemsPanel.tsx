import type { ItemAsset } from '@wos/shared';
import type { HeroItemAction } from '../data-access/useHeroActions.ts';
import type { OwnedHeroView } from '../lib/hero-view.ts';
import { canTryUse, groupItems } from '../lib/item-view.ts';
import { ItemSummary } from './ItemSummary.tsx';

interface Props {
  items: readonly ItemAsset[];
  heroes: readonly OwnedHeroView[];
  pending: HeroItemAction | null;
  onUse: (item: ItemAsset) => void;
}

/** YOUR ITEMS: gear on heroes, free gear, and consumables with their charges and USE. */
export function ItemsPanel({ items, heroes, pending, onUse }: Props) {
  const groups = groupItems(items);
  const heroName = new Map(heroes.map((hero) => [hero.id, hero.identity.name]));
  return (
    <section className="items-panel card" aria-labelledby="items-panel-title" data-testid="hero-items">
      <header className="heroes-section__head">
        <h2 id="items-panel-title" className="card-title">
          YOUR ITEMS
        </h2>
        <span className="muted">{items.length === 1 ? '1 item' : `${items.length} items`}</span>
      </header>
      {items.length === 0 ? (
        <p className="muted">No items yet. Every hero pack holds one beside its hero.</p>
      ) : (
        <ul className="items-panel__list">
          {groups.equipped.map((item) => (
            <li key={item.id} className="items-panel__row">
              <ItemSummary item={item} />
              <span className="items-panel__status is-equipped">
                On {heroName.get(item.equipped_hero_id ?? '') ?? 'a hero'}
              </span>
            </li>
          ))}
          {groups.free.map((item) => (
            <li key={item.id} className="items-panel__row">
              <ItemSummary item={item} />
              {item.listing_id !== null ? (
                <span className="items-panel__status is-listed" title="Listed on the marketplace">
                  LISTED
                </span>
              ) : (
                <span className="items-panel__status">Not equipped</span>
              )}
            </li>
          ))}
          {groups.consumables.map((item) => (
            <li
              key={item.id}
              className="items-panel__row"
              data-testid="consumable-item"
              data-item-id={item.id}
            >
              <ItemSummary item={item} />
              {item.listing_id !== null ? (
                <span className="items-panel__status is-listed" title="Listed on the marketplace">
                  LISTED
                </span>
              ) : null}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={pending !== null || !canTryUse(item)}
                onClick={() => onUse(item)}
              >
                {pending?.kind === 'use' && pending.itemId === item.id ? 'USING…' : 'USE'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
