import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, formatUsd } from '../../../lib/format/number.ts';
import { useCopyToClipboard } from '../../../lib/hooks/useCopyToClipboard.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useTokenPrice } from '../../price/index.ts';
import { walletQueryKeys } from '../api/wallet-query-keys.ts';
import { useBalance } from '../hooks/useWalletData.ts';
import { usdValue } from '../lib/usd-value.ts';

export function BalanceCard({ address }: { address: string }) {
  const balance = useBalance();
  // The same live price (and the same fallback) as the navbar's price pill.
  const { priceUsd } = useTokenPrice();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { copy } = useCopyToClipboard(400);

  const refresh = async () => {
    try {
      // Balance, history and assets: what this page shows of the wallet.
      await Promise.all([
        balance.refetch({ throwOnError: true }),
        ...[walletQueryKeys.assets(address), walletQueryKeys.allTransactions(address)].map((queryKey) =>
          queryClient.refetchQueries({ queryKey, type: 'active' }, { throwOnError: true }),
        ),
      ]);
    } catch (error) {
      console.error(error);
      toast.error('Failed to refresh wallet data');
    }
  };

  const receive = async () => {
    if (await copy(address)) toast.success('Address copied: send SOL or WLO to it to receive funds');
    else toast.error('Could not copy the address');
  };

  const data = balance.data;
  return (
    <section className="card wallet-card wallet-balance" aria-labelledby="balance-title">
      <header className="wallet-card__head">
        <h2 id="balance-title" className="card-title">
          Balance
        </h2>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void refresh()}
          disabled={balance.isFetching}
        >
          {balance.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </header>
      {data ? (
        <>
          <div className="wallet-balance__total">
            <p className="wallet-card__usd" data-testid="balance-usd">
              {formatUsd(usdValue(data, priceUsd))}
            </p>
            <p className="wallet-balance__rate muted" data-testid="balance-rate">
              WLO at ${priceUsd.toFixed(4)} · SOL at $150
            </p>
          </div>
          <dl className="wallet-card__amounts">
            <div>
              <dt>SOL</dt>
              <dd data-testid="balance-sol">{formatAmount(data.sol, 4)}</dd>
            </div>
            <div>
              <dt>WLO</dt>
              <dd data-testid="balance-wlo">{formatAmount(data.wlo, 2)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="muted">{balance.isError ? 'Balance unavailable' : 'Loading balance…'}</p>
      )}
      <div className="wallet-card__actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void receive()}>
          Receive
        </button>
        <button type="button" className="btn btn--primary btn--small" onClick={() => navigate('/wlo-token')}>
          Buy
        </button>
      </div>
    </section>
  );
}
