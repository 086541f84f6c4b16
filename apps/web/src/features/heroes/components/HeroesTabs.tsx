import {
  HEROES_TAB_LABELS,
  HEROES_TABS,
  type HeroesTab,
  heroesPanelId,
  heroesTabId,
} from '../lib/heroes-tabs.ts';

interface Props {
  tab: HeroesTab;
  onChange: (tab: HeroesTab) => void;
  /** Heroes owned, shown next to MY HEROES. */
  heroCount: number | undefined;
}

/** MY HEROES, SHOWCASE, PACK STORE, MY PACKS: one row that scrolls sideways on a phone. */
export function HeroesTabs({ tab, onChange, heroCount }: Props) {
  const move = (step: number) => {
    const index = HEROES_TABS.indexOf(tab);
    const next = HEROES_TABS[(index + step + HEROES_TABS.length) % HEROES_TABS.length];
    if (next) onChange(next);
  };
  return (
    <div className="heroes-tabs" role="tablist" aria-label="Heroes sections">
      {HEROES_TABS.map((candidate) => {
        const selected = candidate === tab;
        return (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={heroesTabId(candidate)}
            aria-selected={selected}
            aria-controls={heroesPanelId(candidate)}
            tabIndex={selected ? 0 : -1}
            className={`heroes-tabs__tab ${selected ? 'is-selected' : ''}`}
            onClick={() => onChange(candidate)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
          >
            {HEROES_TAB_LABELS[candidate]}
            {candidate === 'heroes' && heroCount ? (
              <span className="heroes-tabs__count">{heroCount}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
