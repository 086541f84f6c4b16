import type { AdminOverview } from '@wos/shared';
import { escrowShortfall, formatWlo } from '../lib/admin-figures.ts';
import { AdminPanel, Figures } from './AdminPanel.tsx';

/** The marketplace escrow: what its token account holds against what it still owes out. */
export function EscrowPanel({ escrow }: { escrow: AdminOverview['escrow'] }) {
  const short = escrowShortfall(escrow.held, escrow.owed);
  return (
    <AdminPanel
      title="Marketplace escrow"
      testId="admin-escrow"
      aside={
        short > 0 ? (
          <span className="admin-badge admin-level--fail" data-testid="admin-escrow-flag">
            SHORT BY {formatWlo(short)} WLO
          </span>
        ) : (
          <span className="admin-badge admin-level--ok" data-testid="admin-escrow-flag">
            COVERED
          </span>
        )
      }
    >
      <Figures
        items={[
          { label: 'Held', value: `${formatWlo(escrow.held)} WLO`, testId: 'admin-escrow-held' },
          { label: 'Owed', value: `${formatWlo(escrow.owed)} WLO`, testId: 'admin-escrow-owed' },
        ]}
      />
    </AdminPanel>
  );
}
