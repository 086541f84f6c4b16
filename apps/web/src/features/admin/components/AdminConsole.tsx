import { errorMessage } from '../../../lib/api/api-error.ts';
import { useAdminOverview } from '../data-access/useAdminOverview.ts';
import { clearAdminToken } from '../lib/admin-token-store.ts';
import { AuditPanel } from './AuditPanel.tsx';
import { BuybackPanel } from './BuybackPanel.tsx';
import { ConsoleToolbar } from './ConsoleToolbar.tsx';
import { CountsPanel } from './CountsPanel.tsx';
import { EscrowPanel } from './EscrowPanel.tsx';
import { JobsPanel } from './JobsPanel.tsx';
import { PayoutsPanel } from './PayoutsPanel.tsx';
import { PoolsPanel } from './PoolsPanel.tsx';
import { RunwaysPanel } from './RunwaysPanel.tsx';

/** The console once a token is given: the overview's panels, read again every 15 s. */
export function AdminConsole({ token }: { token: string }) {
  const { overview, error, isFetching, refresh } = useAdminOverview(token);
  // Relative times count from the overview's own time: the server's clock, which the jobs use.
  const nowMs = overview ? Date.parse(overview.generatedAt) : 0;

  return (
    <div className="admin-console" data-testid="admin-console" aria-busy={isFetching}>
      <ConsoleToolbar
        overview={overview}
        isFetching={isFetching}
        onRefresh={refresh}
        onForget={() => clearAdminToken('forgotten')}
      />
      {error ? (
        <p className="admin-error" role="alert" data-testid="admin-error">
          {overview ? 'Could not refresh the overview: ' : 'Could not read the overview: '}
          {errorMessage(error, 'the server did not answer.')}
        </p>
      ) : null}
      {overview ? (
        <div className="admin-grid">
          <PoolsPanel pools={overview.pools} />
          <RunwaysPanel runways={overview.runways} />
          <BuybackPanel buyback={overview.buyback} />
          <EscrowPanel escrow={overview.escrow} />
          <AuditPanel audit={overview.audit} nowMs={nowMs} />
          <PayoutsPanel payouts={overview.payouts} nowMs={nowMs} />
          <JobsPanel jobs={overview.jobs} nowMs={nowMs} />
          <CountsPanel counts={overview.counts} />
        </div>
      ) : error ? null : (
        <div className="admin-loading">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
