import { Link } from '../../../lib/router/index.ts';
import { useAssets } from '../hooks/useWalletData.ts';
import {
  ASSET_FILTER_LABELS,
  ASSET_FILTERS,
  type AssetFilter,
  assetCards,
  assetCounts,
  NO_ASSETS_MESSAGE,
} from '../lib/asset-cards.ts';
import { AssetCard } from './AssetCard.tsx';

interface Props {
  filter: AssetFilter;
  onFilter: (filter: AssetFilter) => void;
}

/** Counts, the All / Farmers / Heroes / Items filter, and a card for each asset. */
export function AssetsPanel({ filter, onFilter }: Props) {
  const assets = useAssets();
  const counts = assetCounts(assets.data);
  const cards = assets.data ? assetCards(assets.data, filter) : [];

  return (
    <div className="wallet-assets">
      <dl className="wallet-assets__counts" data-testid="asset-counts">
        {ASSET_FILTERS.map((kind) => (
          <div key={kind} className={`wallet-assets__count wallet-assets__count--${kind}`}>
            <dt>{kind === 'all' ? 'Total' : ASSET_FILTER_LABELS[kind]}</dt>
            <dd>{counts[kind] ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="wallet-assets__filter">
        <legend className="wallet-assets__legend">Show</legend>
        {ASSET_FILTERS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={`wallet-chip ${filter === kind ? 'is-on' : ''}`}
            aria-pressed={filter === kind}
            onClick={() => onFilter(kind)}
          >
            {ASSET_FILTER_LABELS[kind]}
          </button>
        ))}
      </fieldset>
      {assets.isPending ? <p className="muted">Loading assets…</p> : null}
      {assets.isError && !assets.data ? <p className="muted">Failed to fetch wallet assets</p> : null}
      {assets.data && cards.length === 0 ? (
        <div className="card wallet-empty">
          <p data-testid="assets-empty">{NO_ASSETS_MESSAGE}</p>
          <Link className="btn btn--primary btn--small" to="/marketplace">
            MARKETPLACE
          </Link>
        </div>
      ) : null}
      {cards.length > 0 ? (
        <div className="wallet-assets__grid">
          {cards.map((card) => (
            <AssetCard key={card.key} asset={card} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
