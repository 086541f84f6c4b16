import { Tabs } from '../../../lib/ui/Tabs.tsx';
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
  return (
    <Tabs
      tabs={FARMERS_TABS}
      selected={tab}
      onSelect={onSelect}
      label="Farmers sections"
      block="farmers-tabs"
      className="tabs-row tabs-row--lead farmers-tabs"
      tabId={farmersTabId}
      panelId={farmersPanelId}
      renderLabel={(candidate) => FARMERS_TAB_LABELS[candidate]}
      count={{ tab: 'inventory', value: packCount }}
    />
  );
}
