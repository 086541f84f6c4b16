import type { AdminOverview } from '@wos/shared';
import { formatUtc } from '../lib/admin-figures.ts';

/** The overview's network and time, with Refresh and Forget token. */
export function ConsoleToolbar({
  overview,
  isFetching,
  onRefresh,
  onForget,
}: {
  overview: AdminOverview | undefined;
  isFetching: boolean;
  onRefresh: () => void;
  onForget: () => void;
}) {
  return (
    <div className="admin-toolbar">
      <p className="admin-toolbar__status" aria-live="polite">
        {overview ? (
          <>
            <span className="admin-badge admin-network" data-testid="admin-network">
              {overview.network}
            </span>
            <span>
              As of{' '}
              <time dateTime={overview.generatedAt} data-testid="admin-generated-at">
                {formatUtc(overview.generatedAt)}
              </time>
            </span>
          </>
        ) : (
          <span>Loading the overview…</span>
        )}
      </p>
      <div className="admin-toolbar__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onRefresh}
          disabled={isFetching}
        >
          {isFetching ? 'REFRESHING…' : 'REFRESH'}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={onForget}>
          FORGET TOKEN
        </button>
      </div>
    </div>
  );
}
