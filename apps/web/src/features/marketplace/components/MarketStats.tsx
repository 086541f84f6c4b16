import { useMarketStats } from '../data-access/useMarketStats.ts';
import { statCards } from '../lib/stat-cards.ts';

/** The six stat cards (docs/spec/001-game.md §2) from GET /marketplace/stats. */
export function MarketStats() {
  const stats = useMarketStats();
  const cards = statCards(stats.data, stats.isError && !stats.data);
  return (
    <dl className="market-stats" aria-label="Marketplace statistics" data-testid="market-stats">
      {cards.map((card) => (
        <div key={card.key} className="stat-tile market-stat" data-stat={card.key}>
          <dt>{card.label}</dt>
          <dd>{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
