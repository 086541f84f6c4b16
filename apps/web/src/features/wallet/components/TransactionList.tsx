import type { WalletTransaction } from '@wos/shared';
import {
  categoryLabel,
  ExplorerLink,
  TransactionAmount,
  TransactionStatus,
  TransactionTime,
} from './TransactionParts.tsx';

const COLUMNS = ['Type', 'Item', 'Date', 'Status', 'Amount', 'Explorer'] as const;

function TypeCell({ transaction }: { transaction: WalletTransaction }) {
  return (
    <span className="history-type">
      <strong>{transaction.type}</strong>
      <span className="history-type__category">{categoryLabel(transaction.category)}</span>
    </span>
  );
}

/** Desktop: a table laid out as a grid, a column per field. */
export function TransactionGrid({ transactions }: { transactions: readonly WalletTransaction[] }) {
  return (
    <table className="history-grid" data-testid="tx-grid">
      <thead>
        <tr className="history-grid__row history-grid__head">
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => (
          <tr
            key={transaction.id}
            className="history-grid__row"
            data-testid="tx-row"
            data-signature={transaction.signature ?? ''}
          >
            <td>
              <TypeCell transaction={transaction} />
            </td>
            <td className="history-grid__item">{transaction.item}</td>
            <td>
              <TransactionTime transaction={transaction} />
            </td>
            <td>
              <TransactionStatus status={transaction.status} />
            </td>
            <td className="history-grid__amount">
              <TransactionAmount transaction={transaction} />
            </td>
            <td>
              <ExplorerLink signature={transaction.signature} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: a card per transaction with the same fields, labelled. */
export function TransactionCards({ transactions }: { transactions: readonly WalletTransaction[] }) {
  return (
    <ul className="history-cards" aria-label="Transactions" data-testid="tx-cards">
      {transactions.map((transaction) => (
        <li
          key={transaction.id}
          className="history-card"
          data-testid="tx-row"
          data-signature={transaction.signature ?? ''}
        >
          <div className="history-card__head">
            <TypeCell transaction={transaction} />
            <TransactionAmount transaction={transaction} />
          </div>
          <dl className="history-card__fields">
            <div className="history-card__field--wide">
              <dt>Item</dt>
              <dd>{transaction.item}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>
                <TransactionTime transaction={transaction} />
              </dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <TransactionStatus status={transaction.status} />
              </dd>
            </div>
          </dl>
          <ExplorerLink signature={transaction.signature} />
        </li>
      ))}
    </ul>
  );
}
