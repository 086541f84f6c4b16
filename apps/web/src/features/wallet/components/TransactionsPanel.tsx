import type { Network } from '@wos/shared';
import { useIsMobile } from '../../../lib/hooks/useBreakpoints.ts';
import { Pagination } from '../../../lib/ui/Pagination.tsx';
import { transactionsCsvUrl } from '../api/wallet-api.ts';
import { useTransactions } from '../hooks/useWalletData.ts';
import { type TransactionFilters as Filters, toFilter, toPageQuery } from '../lib/transaction-filters.ts';
import { TransactionFilters } from './TransactionFilters.tsx';
import { TransactionCards, TransactionGrid } from './TransactionList.tsx';

interface Props {
  address: string;
  network: Network;
  filters: Filters;
  onFilters: (next: Filters) => void;
}

/** The history under Category and Type, 10 a page, and all of it (filtered) as a CSV file. */
export function TransactionsPanel({ address, network, filters, onFilters }: Props) {
  const isMobile = useIsMobile();
  const history = useTransactions(toPageQuery(filters));
  const data = history.data;
  const total = data?.pagination.total;

  return (
    <div className="wallet-transactions">
      <div className="history-toolbar">
        <TransactionFilters filters={filters} network={network} onChange={onFilters} />
        <div className="history-toolbar__end">
          <p className="history-toolbar__total muted" data-testid="tx-total">
            {total === undefined ? '' : `${total} transaction${total === 1 ? '' : 's'}`}
          </p>
          <a
            className={`btn btn--secondary btn--small ${total ? '' : 'is-disabled'}`}
            href={transactionsCsvUrl(address, network, toFilter(filters))}
            download
            aria-disabled={!total}
            onClick={(event) => {
              if (!total) event.preventDefault();
            }}
            title="Every transaction under these filters, all pages"
          >
            Export CSV
          </a>
        </div>
      </div>
      {history.isPending ? <p className="muted">Loading transactions…</p> : null}
      {history.isError && !data ? <p className="muted">Failed to fetch wallet transactions</p> : null}
      {data && data.transactions.length === 0 ? (
        <p className="card wallet-empty" data-testid="tx-empty">
          No transactions found
        </p>
      ) : null}
      {data && data.transactions.length > 0 ? (
        <div className={history.isPlaceholderData ? 'is-stale' : ''} aria-busy={history.isPlaceholderData}>
          {isMobile ? (
            <TransactionCards transactions={data.transactions} />
          ) : (
            <TransactionGrid transactions={data.transactions} />
          )}
        </div>
      ) : null}
      {data ? (
        <Pagination
          page={filters.page}
          totalPages={data.pagination.totalPages}
          onPage={(page) => onFilters({ ...filters, page })}
          label="Transaction pages"
        />
      ) : null}
    </div>
  );
}
