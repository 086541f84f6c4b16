import { Tabs } from '../../../lib/ui/Tabs.tsx';
import {
  WALLET_TAB_LABELS,
  WALLET_TABS,
  type WalletTab,
  walletPanelId,
  walletTabId,
} from '../lib/wallet-tabs.ts';

export function WalletTabs({ tab, onSelect }: { tab: WalletTab; onSelect: (tab: WalletTab) => void }) {
  return (
    <Tabs
      tabs={WALLET_TABS}
      selected={tab}
      onSelect={onSelect}
      label="Wallet sections"
      block="wallet-tabs"
      className="tabs-row wallet-tabs"
      tabId={walletTabId}
      panelId={walletPanelId}
      renderLabel={(candidate) => WALLET_TAB_LABELS[candidate]}
    />
  );
}
