import { shortenAddress } from '../../../lib/format/address.ts';
import { formatAmount, formatInteger } from '../../../lib/format/number.ts';
import { useIsMobile } from '../../../lib/hooks/useBreakpoints.ts';
import { RARITY_COLOURS, RARITY_LABELS } from '../../game/index.ts';
import type { LeaderboardRowView } from '../lib/leaderboard-view.ts';

interface Props {
  row: LeaderboardRowView;
  expanded: boolean;
  onToggle: () => void;
}

/** One wallet of the power leaderboard; a click expands its rarity breakdown and stake. */
export function LeaderboardRow({ row, expanded, onToggle }: Props) {
  const isMobile = useIsMobile();
  const detailsId = `leaderboard-details-${row.rank}`;
  return (
    <li
      className={`leaderboard-row ${row.isYou ? 'is-you' : ''} ${expanded ? 'is-expanded' : ''}`}
      data-testid="leaderboard-row"
      data-wallet={row.wallet}
    >
      <button
        type="button"
        className="leaderboard-row__summary"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        <span className={`leaderboard-row__rank leaderboard-row__rank--${Math.min(row.rank, 4)}`}>
          #{row.rank}
        </span>
        <span className="leaderboard-row__wallet">
          <code title={row.wallet}>
            {isMobile ? shortenAddress(row.wallet, 6, 4) : shortenAddress(row.wallet, 8, 6)}
          </code>
          {row.isYou ? <span className="leaderboard-row__you">You</span> : null}
        </span>
        <span className="leaderboard-row__farmers">
          {row.farmerCount} <span className="muted">farmer{row.farmerCount === 1 ? '' : 's'}</span>
        </span>
        <span className="leaderboard-row__power">{formatInteger(row.totalPower)}</span>
        <span className="leaderboard-row__chevron" aria-hidden="true">
          ▾
        </span>
      </button>
      {expanded ? (
        <div id={detailsId} className="leaderboard-row__details">
          <div>
            <p className="leaderboard-row__heading">Farmers by rarity</p>
            {row.rarities.length === 0 ? (
              <p className="muted">No farmers</p>
            ) : (
              <ul className="leaderboard-row__rarities">
                {row.rarities.map((slot) => (
                  <li key={slot.rarity}>
                    <span style={{ color: RARITY_COLOURS[slot.rarity] }}>{RARITY_LABELS[slot.rarity]}</span> ×{' '}
                    {slot.count} <span className="muted">· {formatInteger(slot.totalPower)} power</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <p className="leaderboard-row__heading">Staking</p>
            {row.stakedAmount > 0 ? (
              <p>
                {formatAmount(row.stakedAmount, 2)} WLO · {row.lockPeriodDays}-day lock ·{' '}
                <strong className="leaderboard-row__boost">+{row.boostPercent}% farm power</strong>
              </p>
            ) : (
              <p className="muted">No active stake (no boost)</p>
            )}
          </div>
        </div>
      ) : null}
    </li>
  );
}
