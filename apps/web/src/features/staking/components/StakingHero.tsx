import { STAKING_MARKETING_CLAIMS } from '@wos/shared';

/**
 * docs/spec/000-shell-wallet-staking.md §2: the staking page's hero, current APY '25.7% MAX', STAKE NOW, and
 * (§1) the marketing claims of staking the home and splash pages show too.
 */
export function StakingHero({ onStakeNow }: { onStakeNow: () => void }) {
  return (
    <section className="stake-hero" aria-labelledby="stake-hero-title">
      <div className="stake-hero__text">
        <p className="eyebrow">WLO staking</p>
        <h1 id="stake-hero-title" className="page-title stake-hero__title">
          QUANTUM STAKING PORTAL
        </h1>
        <p className="stake-hero__lead">
          Lock WLO in a quantum pool, earn rewards every day at 00:00 UTC and boost your farm power while it
          is staked.
        </p>
        <ul className="stake-hero__claims" aria-label="Staking highlights">
          {STAKING_MARKETING_CLAIMS.map((claim) => (
            <li key={claim} className="stake-hero__claim">
              {claim}
            </li>
          ))}
        </ul>
        <div className="stake-hero__actions">
          <button type="button" className="btn btn--primary" onClick={onStakeNow}>
            STAKE NOW
          </button>
        </div>
      </div>
      <div className="stake-hero__core" role="img" aria-label="Current APY 25.7% MAX">
        <span className="stake-hero__ring stake-hero__ring--outer" aria-hidden="true" />
        <span className="stake-hero__ring stake-hero__ring--inner" aria-hidden="true" />
        <div className="stake-hero__apy" aria-hidden="true">
          <span className="stake-hero__apy-label">CURRENT APY</span>
          <span className="stake-hero__apy-value" data-testid="current-apy">
            25.7% <span className="stake-hero__apy-max">MAX</span>
          </span>
        </div>
      </div>
    </section>
  );
}
