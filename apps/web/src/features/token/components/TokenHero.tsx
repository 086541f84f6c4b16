import { Link } from '../../../lib/router/index.ts';
import { TokenCoinArt } from './TokenCoinArt.tsx';
import { TokenMarket } from './TokenMarket.tsx';

/** /wlo-token's head: title, what WLO is for, the live price and the page's visit counter. */
export function TokenHero() {
  return (
    <section className="token-hero" aria-labelledby="token-hero-title">
      <div className="token-hero__text">
        <p className="eyebrow">The currency of the warlords</p>
        <h1 id="token-hero-title" className="page-title token-hero__title">
          WLO TOKEN
        </h1>
        <p className="token-hero__lead">
          WLO is the Solana token that runs Warlords of Solana: stake it in quantum pools, spend it on farmer
          and hero packs, earn it from your farms and trade with it on the marketplace.
        </p>
        <div className="token-hero__actions">
          <Link to="/wlo-token#how-to-buy" className="btn btn--primary">
            BUY WLO
          </Link>
          <Link to="/stake" className="btn btn--secondary">
            STAKE WLO
          </Link>
          <Link to="/farmers" className="btn btn--ghost">
            EARN WITH FARMERS
          </Link>
        </div>
        <TokenMarket />
      </div>
      <div className="token-hero__art">
        <TokenCoinArt />
      </div>
    </section>
  );
}
