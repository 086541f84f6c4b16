import type { AdminOverview } from '@wos/shared';
import { buybackUsedPercent, formatWlo } from '../lib/admin-figures.ts';
import { AdminPanel, Figures } from './AdminPanel.tsx';

/** Today's treasury buy-back (instant sells): the day's budget, what is used, one wallet's most. */
export function BuybackPanel({ buyback }: { buyback: AdminOverview['buyback'] }) {
  const percent = buybackUsedPercent(buyback.used, buyback.budget);
  return (
    <AdminPanel
      title="Buy-back today"
      testId="admin-buyback"
      aside={
        <span className="admin-panel__note" data-field="day">
          {buyback.day} UTC
        </span>
      }
    >
      <Figures
        items={[
          { label: 'Budget', value: `${formatWlo(buyback.budget)} WLO`, testId: 'admin-buyback-budget' },
          { label: 'Used', value: `${formatWlo(buyback.used)} WLO`, testId: 'admin-buyback-used' },
          {
            label: 'Per-wallet share',
            value: `${formatWlo(buyback.perWalletShare)} WLO`,
            testId: 'admin-buyback-share',
          },
        ]}
      />
      <div className="admin-bar" aria-hidden="true">
        <div className="admin-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="admin-panel__note" data-testid="admin-buyback-percent">
        {percent.toFixed(1)}% of today's budget used
      </p>
    </AdminPanel>
  );
}
