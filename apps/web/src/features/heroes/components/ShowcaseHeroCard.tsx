import type { CatalogueHero } from '@wos/shared';
import { formatInteger } from '../../../lib/format/number.ts';
import { catalogueIdentity, statLines } from '../lib/hero-view.ts';
import { AbilityList } from './AbilityList.tsx';
import { HeroPortrait } from './HeroPortrait.tsx';
import { HeroStatBars } from './HeroStatBars.tsx';
import { HeroTypeChip } from './HeroTypeChip.tsx';
import { RarityBadge } from './RarityBadge.tsx';

/** A catalogue hero as every visitor may see it: what a pack can give you. */
export function ShowcaseHeroCard({ hero }: { hero: CatalogueHero }) {
  return (
    <article className={`hero-card hero-card--${hero.rarity}`} data-testid={`showcase-hero-${hero.id}`}>
      <div className="hero-card__art">
        <HeroPortrait hero={catalogueIdentity(hero)} />
        <RarityBadge rarity={hero.rarity} />
      </div>
      <div className="hero-card__body">
        <header className="hero-card__head">
          <h3 className="hero-card__name">{hero.name}</h3>
          <HeroTypeChip type={hero.type} />
        </header>
        <p className="hero-card__power">
          <span>Base power</span>
          <strong>{formatInteger(hero.basePower)}</strong>
        </p>
        <p className="hero-card__description">{hero.description}</p>
        <HeroStatBars stats={statLines(hero.stats, [])} />
        <AbilityList abilities={hero.abilities} />
      </div>
    </article>
  );
}
