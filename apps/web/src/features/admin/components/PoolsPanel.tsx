import type { AdminOverview } from '@wos/shared';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatSol, formatWlo, poolLabel } from '../lib/admin-figures.ts';
import { AdminPanel } from './AdminPanel.tsx';
import { type AdminColumn, AdminTable } from './AdminTable.tsx';

type Pool = AdminOverview['pools'][number];

const COLUMNS: readonly AdminColumn<Pool>[] = [
  { label: 'Pool', cell: (pool) => <strong>{poolLabel(pool.name)}</strong> },
  {
    label: 'Address',
    cell: (pool) => (
      <a
        className="admin-address"
        href={pool.explorerUrl}
        target="_blank"
        rel="noopener noreferrer"
        title={pool.address}
      >
        {shortenAddress(pool.address)}
        <span className="admin-visually-hidden"> ({poolLabel(pool.name)} on the explorer)</span>
      </a>
    ),
  },
  { label: 'SOL', numeric: true, cell: (pool) => <span data-field="sol">{formatSol(pool.sol)}</span> },
  { label: 'WLO', numeric: true, cell: (pool) => <span data-field="wlo">{formatWlo(pool.wlo)}</span> },
];

/** Every pool wallet: its address on the explorer, its SOL (fees, rent) and its WLO. */
export function PoolsPanel({ pools }: { pools: AdminOverview['pools'] }) {
  return (
    <AdminPanel title="Pools" testId="admin-pools" wide>
      <AdminTable
        caption="Pool wallets"
        columns={COLUMNS}
        rows={pools}
        rowKey={(pool) => pool.name}
        rowTestId={(pool) => `admin-pool-${pool.name}`}
      />
    </AdminPanel>
  );
}
