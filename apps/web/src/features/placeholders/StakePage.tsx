import { STAKING_POOLS_SECTION_ID } from '../home/components/HeroSection.tsx';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function StakePage() {
  return (
    <PagePlaceholder
      eyebrow="Staking"
      title="QUANTUM STAKING PORTAL"
      lead="Lock WLO in quantum pools for rewards and a boost to your farm power."
    >
      <p className="placeholder__stat">
        Current APY <strong>25.7% MAX</strong>
      </p>
      <section
        id={STAKING_POOLS_SECTION_ID}
        className="placeholder__section"
        aria-labelledby="staking-pools-title"
      >
        <h2 id="staking-pools-title" className="section-title">
          STAKING POOLS
        </h2>
      </section>
    </PagePlaceholder>
  );
}
