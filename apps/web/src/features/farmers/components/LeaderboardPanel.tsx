import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatInteger } from '../../../lib/format/number.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { useLeaderboard } from '../data-access/useLeaderboard.ts';
import { FARMERS_MESSAGES } from '../lib/farmers-messages.ts';
import { leaderboardRows } from '../lib/leaderboard-view.ts';
import { LeaderboardRow } from './LeaderboardRow.tsx';
import '../leaderboard.css';

/** LEADERBOARD: wallets by farm power, rows that expand, the player's own row badged 'You'. */
export function LeaderboardPanel() {
  const { address } = useSignedInAccount();
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const board = useLeaderboard(page);

  if (!board.data) {
    return (
      <div className="farmers-state" role={board.isError ? 'alert' : 'status'}>
        {board.isError ? (
          <>
            <p>{FARMERS_MESSAGES.leaderboardFailed}</p>
            {isApiError(board.error) && board.error.status === 0 ? (
              <p className="muted">{FARMERS_MESSAGES.connectionFailed}</p>
            ) : null}
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => void board.refetch()}
            >
              Retry
            </button>
          </>
        ) : (
          <p className="muted">
            <span className="spinner" aria-hidden="true" /> Loading the leaderboard…
          </p>
        )}
      </div>
    );
  }

  const { totalStats, pagination } = board.data;
  const rows = leaderboardRows(board.data.wallets, address);
  return (
    <div className="leaderboard">
      <div className="leaderboard__head">
        <h2 className="section-title">FARM POWER LEADERBOARD</h2>
        <dl className="leaderboard__totals">
          <div>
            <dt>Wallets</dt>
            <dd>{formatInteger(totalStats.wallets)}</dd>
          </div>
          <div>
            <dt>Farmers</dt>
            <dd>{formatInteger(totalStats.farmers)}</dd>
          </div>
          <div>
            <dt>Total power</dt>
            <dd>{formatInteger(totalStats.totalPower)}</dd>
          </div>
        </dl>
      </div>
      {rows.length === 0 ? (
        <p className="farmers-empty card" data-testid="leaderboard-empty">
          {FARMERS_MESSAGES.noLeaderboard}
        </p>
      ) : (
        <>
          <div className="leaderboard__columns" aria-hidden="true">
            <span>Rank</span>
            <span>Wallet</span>
            <span>Farmers</span>
            <span>Power</span>
            <span />
          </div>
          <ol className="leaderboard__rows" data-testid="leaderboard">
            {rows.map((row) => (
              <LeaderboardRow
                key={row.wallet}
                row={row}
                expanded={expanded === row.wallet}
                onToggle={() => setExpanded((current) => (current === row.wallet ? null : row.wallet))}
              />
            ))}
          </ol>
          {pagination.totalPages > 1 ? (
            <nav className="leaderboard__pages" aria-label="Leaderboard pages">
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              >
                PREVIOUS
              </button>
              <span className="muted">
                Page {pagination.page} of {pagination.totalPages}
              </span>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={page >= pagination.totalPages}
                onClick={() => setPage((current) => current + 1)}
              >
                NEXT
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
