import type { AdminOverview } from '@wos/shared';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatCount, formatPendingAge, formatRelative, formatWlo, poolLabel } from '../lib/admin-figures.ts';
import { AdminPanel, Figures } from './AdminPanel.tsx';
import { type AdminColumn, AdminTable } from './AdminTable.tsx';
import { TimeCell } from './TimeCell.tsx';

type Payouts = AdminOverview['payouts'];
type FailedPayout = Payouts['failed'][number];

function failedColumns(nowMs: number): AdminColumn<FailedPayout>[] {
  return [
    { label: 'Kind', cell: (payout) => payout.kind },
    {
      label: 'Wallet',
      cell: (payout) => (
        <code title={payout.wallet} data-field="wallet">
          {shortenAddress(payout.wallet)}
        </code>
      ),
    },
    { label: 'Amount', numeric: true, cell: (payout) => `${formatWlo(payout.amount)} WLO` },
    { label: 'Pool', cell: (payout) => poolLabel(payout.sourcePool) },
    {
      label: 'Reason',
      wide: true,
      cell: (payout) => <span data-field="reason">{payout.reason ?? 'no reason recorded'}</span>,
    },
    {
      label: 'Created',
      cell: (payout) => (
        <TimeCell iso={payout.createdAt} relative={formatRelative(payout.createdAt, nowMs)} />
      ),
    },
  ];
}

/**
 * The payouts outbox: how many payouts are pending, sent, failed (and confirmed), how long the
 * oldest pending one has waited, and each failed one with its reason.
 */
export function PayoutsPanel({ payouts, nowMs }: { payouts: Payouts; nowMs: number }) {
  const { counts } = payouts;
  const oldest = payouts.oldestPendingAgeSeconds;
  return (
    <AdminPanel
      title="Payouts"
      testId="admin-payouts"
      wide
      aside={
        counts.failed > 0 ? (
          <span className="admin-badge admin-level--fail">{formatCount(counts.failed)} FAILED</span>
        ) : null
      }
    >
      <Figures
        label="Payouts by status"
        items={[
          { label: 'Pending', value: formatCount(counts.pending), testId: 'admin-payouts-pending' },
          { label: 'Sent', value: formatCount(counts.sent), testId: 'admin-payouts-sent' },
          { label: 'Failed', value: formatCount(counts.failed), testId: 'admin-payouts-failed' },
          { label: 'Confirmed', value: formatCount(counts.confirmed), testId: 'admin-payouts-confirmed' },
          { label: 'Oldest pending', value: formatPendingAge(oldest), testId: 'admin-payouts-oldest' },
        ]}
      />
      <h3 className="admin-subtitle">Failed payouts</h3>
      {payouts.failed.length === 0 ? (
        <p className="admin-empty" data-testid="admin-failed-none">
          No failed payout.
        </p>
      ) : (
        <AdminTable
          caption="Failed payouts"
          columns={failedColumns(nowMs)}
          rows={payouts.failed}
          rowKey={(payout) => payout.id}
          rowTestId={() => 'admin-failed-payout'}
        />
      )}
    </AdminPanel>
  );
}
