import { useAppConfig } from '../../lib/config/config-query.ts';
import { formatChange } from '../../lib/format/number.ts';
import { useTokenPrice } from './useTokenPrice.ts';

/** "WLO $0.0019 -29.91%", linking to the external price chart. */
export function PricePill({ className = '' }: { className?: string }) {
  const config = useAppConfig();
  const { priceUsd, change24h } = useTokenPrice();
  const trend = change24h < 0 ? 'down' : 'up';
  return (
    <a
      className={`price-pill ${className}`}
      href={config?.priceChartUrl ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      // The visible figures are the link's name; the title says where it goes.
      title="WLO price and 24-hour change: open the price chart"
    >
      <span className="price-pill__symbol">WLO</span>
      <span className="price-pill__price">${priceUsd.toFixed(4)}</span>
      <span className={`price-pill__change price-pill__change--${trend}`}>{formatChange(change24h)}</span>
    </a>
  );
}
