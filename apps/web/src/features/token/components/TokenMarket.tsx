import { formatChange, formatInteger } from '../../../lib/format/number.ts';
import { useTokenPrice } from '../../price/index.ts';
import { useTokenVisits } from '../data-access/useTokenVisits.ts';

/** The live price and 24 h change (the navbar pill's source) and the page's visit counter. */
export function TokenMarket() {
  const { priceUsd, change24h } = useTokenPrice();
  const visits = useTokenVisits();
  const trend = change24h < 0 ? 'down' : 'up';
  return (
    <dl className="token-market" aria-label="WLO market">
      <div className="stat-tile token-market__item" data-testid="token-live-price">
        <dt>Live price</dt>
        <dd>${priceUsd.toFixed(4)}</dd>
      </div>
      <div className="stat-tile token-market__item" data-testid="token-change-24h">
        <dt>24h change</dt>
        <dd className={`token-market__value--${trend}`}>{formatChange(change24h)}</dd>
      </div>
      <div className="stat-tile token-market__item" data-testid="token-visits">
        <dt>Page visits</dt>
        <dd aria-live="polite" aria-busy={visits.isPending}>
          {visits.data === undefined ? '—' : formatInteger(visits.data)}
        </dd>
      </div>
    </dl>
  );
}
