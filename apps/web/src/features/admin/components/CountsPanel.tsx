import type { AdminOverview } from '@wos/shared';
import { formatCount } from '../lib/admin-figures.ts';
import { AdminPanel, Figures } from './AdminPanel.tsx';

/** How many players, active stakes and open listings the game has. */
export function CountsPanel({ counts }: { counts: AdminOverview['counts'] }) {
  return (
    <AdminPanel title="Game" testId="admin-counts" wide>
      <Figures
        items={[
          { label: 'Players', value: formatCount(counts.players), testId: 'admin-count-players' },
          { label: 'Active stakes', value: formatCount(counts.activeStakes), testId: 'admin-count-stakes' },
          { label: 'Open listings', value: formatCount(counts.openListings), testId: 'admin-count-listings' },
        ]}
      />
    </AdminPanel>
  );
}
