import { formatAmount } from '../../../lib/format/number.ts';
import { formatRelativeTime } from '../../../lib/format/relative-time.ts';
import { useTransactions } from '../hooks/useWalletData.ts';

/** Spec: the 5 latest transactions. */
export const RECENT_ACTIVITY_COUNT = 5;

export function RecentActivity() {
  const transactions = useTransactions();
  const recent = transactions.data?.transactions.slice(0, RECENT_ACTIVITY_COUNT) ?? [];
  return (
    <section className="card wallet-card wallet-card--wide" aria-labelledby="activity-title">
      <header className="wallet-card__head">
        <h2 id="activity-title" className="card-title">
          Recent Activity
        </h2>
      </header>
      {transactions.isPending ? <p className="muted">Loading activity…</p> : null}
      {!transactions.isPending && recent.length === 0 ? <p className="muted">No recent activity</p> : null}
      {recent.length > 0 ? (
        <ul className="activity">
          {recent.map((tx) => (
            <li key={tx.id} className="activity__row">
              <span className="activity__type">{tx.type}</span>
              <span className="activity__item">{tx.item}</span>
              <span className={`activity__amount ${tx.amount < 0 ? 'is-negative' : 'is-positive'}`}>
                {tx.amount > 0 ? '+' : ''}
                {formatAmount(tx.amount, 4)} {tx.token}
              </span>
              <span className="activity__time">{formatRelativeTime(tx.timestamp)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
