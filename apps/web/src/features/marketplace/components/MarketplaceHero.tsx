import { INSTANT_SELL_PERCENT, MARKETPLACE_FEE_PERCENT } from '@wos/shared';

interface Props {
  onBrowse: () => void;
  onSell: () => void;
}

/** docs/spec/001-game.md §2: the hero area, with BROWSE MARKETPLACE scrolling to the items list. */
export function MarketplaceHero({ onBrowse, onSell }: Props) {
  return (
    <section className="market-hero" aria-labelledby="market-hero-title">
      <div className="market-hero__text">
        <p className="eyebrow">Player-to-player trading</p>
        <h1 id="market-hero-title" className="page-title market-hero__title">
          MARKETPLACE
        </h1>
        <p className="market-hero__lead">
          Trade farmers, heroes and items with other warlords at the prices they set, paid in WLO on chain.
          The seller receives {100 - MARKETPLACE_FEE_PERCENT}% and {MARKETPLACE_FEE_PERCENT}% goes to the
          treasury. In a hurry? Sell instantly for {INSTANT_SELL_PERCENT}% of an asset's estimated value.
        </p>
        <div className="market-hero__actions">
          <button type="button" className="btn btn--primary" onClick={onBrowse}>
            BROWSE MARKETPLACE
          </button>
          <button type="button" className="btn btn--secondary" onClick={onSell}>
            SELL YOUR ASSETS
          </button>
        </div>
      </div>
      <div className="market-hero__art" aria-hidden="true">
        <svg viewBox="0 0 240 200" width="240" height="200" aria-hidden="true" focusable="false">
          <defs>
            <linearGradient id="market-hero-gradient" x1="0" x2="1" y1="0" y2="1">
              <stop offset="0" stopColor="#00f0ff" />
              <stop offset="1" stopColor="#b14cff" />
            </linearGradient>
          </defs>
          <g fill="rgba(14,19,48,0.9)" stroke="url(#market-hero-gradient)" strokeWidth="2">
            <rect x="20" y="46" width="88" height="118" rx="14" transform="rotate(-10 64 105)" />
            <rect x="132" y="46" width="88" height="118" rx="14" transform="rotate(10 176 105)" />
            <rect x="76" y="28" width="88" height="130" rx="14" />
          </g>
          <g fill="none" stroke="url(#market-hero-gradient)" strokeWidth="3" strokeLinecap="round">
            <path d="M100 70h40l-4 22h-32z" />
            <path d="M109 70l4-10M131 70l-4-10" />
            <circle cx="110" cy="100" r="3" />
            <circle cx="130" cy="100" r="3" />
          </g>
          <text
            x="120"
            y="138"
            textAnchor="middle"
            fill="#ffc247"
            fontFamily="monospace"
            fontSize="16"
            fontWeight="700"
          >
            WLO
          </text>
        </svg>
      </div>
    </section>
  );
}
