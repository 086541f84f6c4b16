import { useState } from 'react';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { AfterHydration } from '../../../lib/ui/AfterHydration.tsx';
import { useAuth } from '../../auth/index.ts';
import { AssetsPanel } from '../components/AssetsPanel.tsx';
import { ConnectPrompt } from '../components/ConnectPrompt.tsx';
import { OverviewPanel } from '../components/OverviewPanel.tsx';
import { TransactionsPanel } from '../components/TransactionsPanel.tsx';
import { WalletTabs } from '../components/WalletTabs.tsx';
import type { AssetFilter } from '../lib/asset-cards.ts';
import { INITIAL_TRANSACTION_FILTERS, type TransactionFilters } from '../lib/transaction-filters.ts';
import { type WalletTab, walletPanelId, walletTabId } from '../lib/wallet-tabs.ts';
import '../wallet.css';
import '../wallet-assets.css';
import '../wallet-transactions.css';

export default function WalletPage() {
  const { phase, address } = useAuth();
  const network = useAppConfig()?.network;
  const signedIn = phase === 'signed-in' && address !== null && network !== undefined;
  const [tab, setTab] = useState<WalletTab>('overview');
  const [assetFilter, setAssetFilter] = useState<AssetFilter>('all');
  const [filters, setFilters] = useState<TransactionFilters>(INITIAL_TRANSACTION_FILTERS);

  // View All: the whole history from its first page.
  const viewAll = () => {
    setFilters(INITIAL_TRANSACTION_FILTERS);
    setTab('transactions');
  };

  return (
    <div className="page wallet-page">
      <header className="wallet-page__header">
        <p className="eyebrow">Wallet</p>
        <h1 className="page-title">NEURAL WALLET</h1>
      </header>
      {/* Prerendered: the header; the rest is the wallet's. */}
      <AfterHydration>
        {signedIn ? (
          <>
            <WalletTabs tab={tab} onSelect={setTab} />
            <section
              id={walletPanelId(tab)}
              role="tabpanel"
              aria-labelledby={walletTabId(tab)}
              className="wallet-panel"
              data-testid="wallet-panel"
              data-tab={tab}
            >
              {tab === 'overview' ? (
                <OverviewPanel address={address} network={network} onViewAll={viewAll} />
              ) : null}
              {tab === 'assets' ? <AssetsPanel filter={assetFilter} onFilter={setAssetFilter} /> : null}
              {tab === 'transactions' ? (
                <TransactionsPanel
                  address={address}
                  network={network}
                  filters={filters}
                  onFilters={setFilters}
                />
              ) : null}
            </section>
          </>
        ) : (
          <ConnectPrompt signingIn={phase === 'signing-in'} />
        )}
      </AfterHydration>
    </div>
  );
}
