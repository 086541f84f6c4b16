import type { Network } from '@wos/shared';
import { AccountCard } from './AccountCard.tsx';
import { BalanceCard } from './BalanceCard.tsx';
import { RecentActivity } from './RecentActivity.tsx';

export function OverviewPanel(props: { address: string; network: Network; onViewAll: () => void }) {
  return (
    <div className="wallet-page__grid">
      <BalanceCard address={props.address} />
      <AccountCard address={props.address} network={props.network} />
      <RecentActivity onViewAll={props.onViewAll} />
    </div>
  );
}
