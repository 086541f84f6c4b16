import { Link } from '../../../lib/router/index.ts';
import { Countdown } from './Countdown.tsx';

export function PhaseBanner() {
  return (
    <section className="phase-banner" aria-labelledby="phase-banner-title">
      <div className="phase-banner__text">
        <span className="live-badge">
          <span className="status-dot" aria-hidden="true" /> LIVE
        </span>
        <h2 id="phase-banner-title" className="phase-banner__title">
          PRE-GAME PHASE NOW LIVE!
        </h2>
        <p>Stake, collect farmers and climb the leaderboard before the first battles open.</p>
      </div>
      <Countdown />
      <Link to="/roadmap" className="btn btn--secondary phase-banner__cta">
        VIEW ROADMAP
      </Link>
    </section>
  );
}
