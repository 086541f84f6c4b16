import { showcaseHeroes } from '../lib/hero-view.ts';
import { HEROES_MESSAGES } from '../lib/heroes-messages.ts';
import { ShowcaseHeroCard } from './ShowcaseHeroCard.tsx';

const HEROES = showcaseHeroes();

/** The ten catalogue heroes, rarest first. */
export function HeroShowcase({ onVisitStore }: { onVisitStore: () => void }) {
  return (
    <section className="hero-showcase" aria-labelledby="hero-showcase-title">
      <header className="heroes-section__head">
        <div>
          <h2 id="hero-showcase-title" className="section-title">
            HERO COLLECTION
          </h2>
          <p className="muted">
            {HEROES.length} heroes across four rarities. {HEROES_MESSAGES.whereHeroesComeFrom}.
          </p>
        </div>
        <button type="button" className="btn btn--secondary" onClick={onVisitStore}>
          VISIT PACK STORE
        </button>
      </header>
      <div className="hero-grid">
        {HEROES.map((hero) => (
          <ShowcaseHeroCard key={hero.id} hero={hero} />
        ))}
      </div>
    </section>
  );
}
