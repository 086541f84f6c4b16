import type { ItemAsset } from '@wos/shared';
import { useCallback, useState } from 'react';
import { formatInteger } from '../../../lib/format/number.ts';
import { Link } from '../../../lib/router/index.ts';
import type { useHeroActions } from '../data-access/useHeroActions.ts';
import type { useHeroes } from '../data-access/useHeroes.ts';
import { heroTotals, type OwnedHeroView } from '../lib/hero-view.ts';
import { HEROES_MESSAGES } from '../lib/heroes-messages.ts';
import { EquipDialog } from './EquipDialog.tsx';
import { HeroCard } from './HeroCard.tsx';
import { ItemsPanel } from './ItemsPanel.tsx';
import { RarityBadge } from './RarityBadge.tsx';

interface Props {
  data: ReturnType<typeof useHeroes>;
  actions: ReturnType<typeof useHeroActions>;
  onVisitStore: () => void;
}

/** MY HEROES: the wallet's heroes with their gear and actions, then its items. */
export function MyHeroesPanel({ data, actions, onVisitStore }: Props) {
  const [equipFor, setEquipFor] = useState<string | null>(null);
  const closeEquip = useCallback(() => setEquipFor(null), []);

  if (data.isLoading) {
    return (
      <div className="heroes-state" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>Loading Heroes...</p>
      </div>
    );
  }
  if (data.isError || !data.heroes) {
    return (
      <div className="heroes-state card" role="alert">
        <p>{HEROES_MESSAGES.fetchHeroesFailed}</p>
        <button type="button" className="btn btn--secondary" onClick={data.retry}>
          RETRY
        </button>
      </div>
    );
  }
  if (data.heroes.length === 0) {
    return (
      <div className="heroes-state card" data-testid="heroes-empty">
        <h2 className="card-title">No Heroes Found</h2>
        <p className="muted">
          {HEROES_MESSAGES.whereHeroesComeFrom}. The basic and legendary hero packs are free once a day.
        </p>
        <div className="heroes-state__actions">
          <button type="button" className="btn btn--primary" onClick={onVisitStore}>
            VISIT PACK STORE
          </button>
          <Link className="btn btn--secondary" to="/marketplace">
            BROWSE MARKETPLACE
          </Link>
        </div>
      </div>
    );
  }

  const heroes = data.heroes;
  // The dialog follows the hero by id, so it shows fresh gear after each equip.
  const equipHero = heroes.find((hero) => hero.id === equipFor) ?? null;
  const totals = heroTotals(heroes);
  const busy = actions.pending !== null;
  const onEquip = (hero: OwnedHeroView, item: ItemAsset) => void actions.equip(hero, item);
  const onUnequip = (hero: OwnedHeroView, item: ItemAsset) => void actions.unequip(hero, item);
  const onUse = (item: ItemAsset) => void actions.consume(item);

  return (
    <div className="my-heroes">
      <dl className="heroes-summary">
        <div>
          <dt>Heroes</dt>
          <dd data-testid="heroes-count">{totals.count}</dd>
        </div>
        <div>
          <dt>Total power</dt>
          <dd data-testid="heroes-total-power">{formatInteger(totals.totalPower)}</dd>
        </div>
        <div className="heroes-summary__rarities">
          <dt>By rarity</dt>
          <dd>
            {totals.byRarity.map(({ rarity, count }) => (
              <span key={rarity} className="heroes-summary__rarity">
                <RarityBadge rarity={rarity} /> ×{count}
              </span>
            ))}
          </dd>
        </div>
      </dl>

      <div className="hero-grid" data-testid="my-heroes">
        {heroes.map((hero) => (
          <HeroCard
            key={hero.id}
            hero={hero}
            onEquip={(chosen) => setEquipFor(chosen.id)}
            onLevelUp={(chosen) => void actions.levelUp(chosen)}
            levelling={actions.pending?.kind === 'level-up' && actions.pending.heroId === hero.id}
            celebrate={actions.levelledUp?.heroId === hero.id ? actions.levelledUp.powerIncrease : null}
            onCelebrated={actions.clearLevelledUp}
            busy={busy}
          />
        ))}
      </div>

      {data.itemsFailed ? (
        <div className="heroes-state card" role="alert">
          <p>{HEROES_MESSAGES.inventoryFailed}</p>
          <button type="button" className="btn btn--secondary" onClick={data.retry}>
            RETRY
          </button>
        </div>
      ) : (
        <ItemsPanel items={data.items} heroes={heroes} pending={actions.pending} onUse={onUse} />
      )}

      <EquipDialog
        hero={equipHero}
        items={data.items}
        pending={actions.pending}
        onEquip={onEquip}
        onUnequip={onUnequip}
        onUse={onUse}
        onClose={closeEquip}
      />
    </div>
  );
}
