import { useTransactions } from '../hooks/useWalletData.ts';
import { categoryLabel, TransactionAmount, TransactionTime } from './TransactionParts.tsx';

/** docs/spec/001-game.md §9: the 5 latest transactions. */
export const RECENT_ACTIVITY_COUNT = 5;

export function RecentActivity({ onViewAll }: { onViewAll: () => void }) {
  const transactions = useTransactions();
  const recent = transactions.data?.transactions.slice(0, RECENT_ACTIVITY_COUNT) ?? [];
  return (
    <section className="card wallet-card wallet-card--wide" aria-labelledby="activity-title">
      <header className="wallet-card__head">
        <h2 id="activity-title" className="card-title">
          Recent Activity
        </h2>
        <button type="button" className="btn btn--ghost btn--small" onClick={onViewAll}>
          View All
        </button>
      </header>
      {transactions.isPending ? <p className="muted">Loading activity…</p> : null}
      {transactions.isError && !transactions.data ? (
        <p className="muted">Failed to fetch wallet transactions</p>
      ) : null}
      {transactions.isSuccess && recent.length === 0 ? <p className="muted">No recent activity</p> : null}
      {recent.length > 0 ? (
        <ul className="activity" data-testid="recent-activity">
          {recent.map((transaction) => (
            <li key={transaction.id} className="activity__row">
              <span className="activity__what">
                <span className="activity__type">{transaction.type}</span>
                <span className="activity__item">
                  {categoryLabel(transaction.category)} · {transaction.item}
                </span>
              </span>
              <TransactionAmount transaction={transaction} />
              <TransactionTime transaction={transaction} exact={false} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
