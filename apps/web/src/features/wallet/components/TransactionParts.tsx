import { TRANSACTION_CATEGORY_LABELS, type TransactionCategory, type WalletTransaction } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { explorerTxUrl } from '../../../lib/config/explorer-url.ts';
import { shortenAddress } from '../../../lib/format/address.ts';
import { formatAmount } from '../../../lib/format/number.ts';
import { formatRelativeTime } from '../../../lib/format/relative-time.ts';

/** "+50.0000 WLO", "-100.0000 WLO" (docs/spec/000-shell-wallet-staking.md §9: amounts with 4 decimals). */
export function TransactionAmount({ transaction }: { transaction: WalletTransaction }) {
  const { amount, token } = transaction;
  const direction = amount > 0 ? 'is-positive' : amount < 0 ? 'is-negative' : 'is-zero';
  return (
    <span className={`history-amount ${direction}`} data-testid="tx-amount">
      {amount > 0 ? '+' : ''}
      {formatAmount(amount, 4)} {token}
    </span>
  );
}

export function TransactionStatus({ status }: { status: WalletTransaction['status'] }) {
  return (
    <span className={`history-status history-status--${status}`} data-testid="tx-status">
      {status}
    </span>
  );
}

/** "5m ago", with the exact UTC date and time under it (and in the tooltip). */
export function TransactionTime({
  transaction,
  exact = true,
}: {
  transaction: WalletTransaction;
  exact?: boolean;
}) {
  const utc = `${transaction.date} ${transaction.time} UTC`;
  return (
    <span className="history-time">
      <time dateTime={transaction.timestamp} title={utc} data-testid="tx-when">
        {formatRelativeTime(transaction.timestamp)}
      </time>
      {exact ? <span className="history-time__exact">{utc}</span> : null}
    </span>
  );
}

export function categoryLabel(category: string): string {
  return TRANSACTION_CATEGORY_LABELS[category as TransactionCategory] ?? category;
}

/** The transaction in the configured network's explorer; a row with no chain transaction says so. */
export function ExplorerLink({ signature }: { signature: string | null }) {
  const pattern = useAppConfig()?.explorerTxUrl;
  const href = signature ? explorerTxUrl(pattern, signature) : null;
  if (!signature || !href) {
    return (
      <span
        className="history-explorer history-explorer--none"
        title="Recorded by the game, no chain transaction"
      >
        Off-chain
      </span>
    );
  }
  const short = shortenAddress(signature, 4, 4, '…');
  return (
    <a
      className="history-explorer"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={signature}
      data-testid="tx-explorer"
      // The name starts with what the link shows (WCAG 2.5.3).
      aria-label={`${short}: the transaction in the explorer (opens a new tab)`}
    >
      <code>{short}</code>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}
