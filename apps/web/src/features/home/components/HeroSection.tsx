import type { ScrollTargetState } from '../../../lib/navigation/scroll-target.ts';
import { useNavigate } from '../../../lib/router/index.ts';
import { HeroArt } from './HeroArt.tsx';

/** Id of the staking page's pools section (START STAKING scrolls there). */
export const STAKING_POOLS_SECTION_ID = 'staking-pools';

export function HeroSection() {
  const navigate = useNavigate();
  const toPools: ScrollTargetState = { scrollTo: STAKING_POOLS_SECTION_ID };
  return (
    <section className="hero">
      {/* First in the document, as on a phone where it sits above the text: a page painted
          half parsed then never gets the art pushed in above what it shows (home.css). */}
      <div className="hero__art">
        <HeroArt />
      </div>
      <div className="hero__text">
        <p className="eyebrow">Quantum battle network on Solana</p>
        <h1 className="hero__title">
          BUILD YOUR <span className="gradient-text">WARLORD</span> EMPIRE
        </h1>
        <p className="hero__lead">
          Command neural-linked warlords, stake WLO in quantum pools and grow a farm that earns while you
          sleep.
        </p>
        <div className="hero__actions">
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => navigate('/stake', { state: toPools })}
          >
            START STAKING
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => navigate('/farmers#packs')}>
            BUY FARMER PACKS
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => navigate('/wlo-token')}>
            LEARN ABOUT WLO
          </button>
        </div>
      </div>
    </section>
  );
}
