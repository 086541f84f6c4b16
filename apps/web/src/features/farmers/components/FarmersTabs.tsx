import {
  FARMERS_TAB_LABELS,
  FARMERS_TABS,
  type FarmersTab,
  farmersPanelId,
  farmersTabId,
} from '../lib/farmers-tabs.ts';

interface Props {
  tab: FarmersTab;
  onSelect: (tab: FarmersTab) => void;
  /** Unopened packs, shown next to MY PACKS. */
  packCount: number;
}

/** MY FARMERS, SHOWCASE, LEADERBOARD, PACK STORE, MY PACKS. */
export function FarmersTabs({ tab, onSelect, packCount }: Props) {
  const move = (from: FarmersTab, step: number) => {
    const index = FARMERS_TABS.indexOf(from);
    const next = FARMERS_TABS[(index + step + FARMERS_TABS.length) % FARMERS_TABS.length];
    if (next) onSelect(next);
  };
  return (
    <div className="farmers-tabs" role="tablist" aria-label="Farmers sections">
      {FARMERS_TABS.map((candidate) => {
        const selected = candidate === tab;
        return (
          <button
            key={candidate}
            type="button"
            role="tab"
            id={farmersTabId(candidate)}
            aria-selected={selected}
            aria-controls={farmersPanelId(candidate)}
            tabIndex={selected ? 0 : -1}
            className={`farmers-tabs__tab ${selected ? 'is-selected' : ''}`}
            data-tab={candidate}
            onClick={() => onSelect(candidate)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(candidate, 1);
              if (event.key === 'ArrowLeft') move(candidate, -1);
            }}
          >
            {FARMERS_TAB_LABELS[candidate]}
            {candidate === 'inventory' && packCount > 0 ? (
              <span className="farmers-tabs__count">{packCount}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
