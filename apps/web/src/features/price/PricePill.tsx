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
      aria-label={`WLO price $${priceUsd.toFixed(4)}, ${formatChange(change24h)} in 24 hours. Open the price chart.`}
    >
      <span className="price-pill__symbol">WLO</span>
      <span className="price-pill__price">${priceUsd.toFixed(4)}</span>
      <span className={`price-pill__change price-pill__change--${trend}`}>{formatChange(change24h)}</span>
    </a>
  );
}
