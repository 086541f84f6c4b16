import { RewardPoolCard } from './RewardPoolCard.tsx';

interface Props {
  onBuyPacks: () => void;
  onLeaderboard: () => void;
}

/** The farmers page's hero banner, with the weekly reward pool beside it. */
export function FarmersHero({ onBuyPacks, onLeaderboard }: Props) {
  return (
    <section className="farmers-hero" aria-labelledby="farmers-hero-title">
      <div className="farmers-hero__text">
        <p className="eyebrow">Farmers</p>
        <h1 id="farmers-hero-title" className="page-title farmers-hero__title">
          QUANTUM FARMS
        </h1>
        <p className="farmers-hero__lead">
          Farmers work your fields around the clock and yield WLO every hour. Harvest whenever you like, merge
          three of a kind to level up, and climb the farm power leaderboard for the weekly rewards.
        </p>
        <div className="farmers-hero__actions">
          <button type="button" className="btn btn--primary" onClick={onBuyPacks}>
            BUY FARMER PACKS
          </button>
          <button type="button" className="btn btn--secondary" onClick={onLeaderboard}>
            LEADERBOARD
          </button>
        </div>
      </div>
      <RewardPoolCard />
    </section>
  );
}
