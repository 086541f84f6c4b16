import { Tabs } from '../../../lib/ui/Tabs.tsx';
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
  return (
    <Tabs
      tabs={HEROES_TABS}
      selected={tab}
      onSelect={onChange}
      label="Heroes sections"
      block="heroes-tabs"
      tabId={heroesTabId}
      panelId={heroesPanelId}
      renderLabel={(candidate) => HEROES_TAB_LABELS[candidate]}
      count={{ tab: 'heroes', value: heroCount }}
    />
  );
}
