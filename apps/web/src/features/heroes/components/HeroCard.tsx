import { useEffect } from 'react';
import { formatInteger } from '../../../lib/format/number.ts';
import { canMerge, type OwnedHeroView } from '../lib/hero-view.ts';
import { HEROES_MESSAGES } from '../lib/heroes-messages.ts';
import { AbilityList } from './AbilityList.tsx';
import { EquippedSlots } from './EquippedSlots.tsx';
import { HeroPortrait } from './HeroPortrait.tsx';
import { HeroStatBars } from './HeroStatBars.tsx';
import { HeroTypeChip } from './HeroTypeChip.tsx';
import { LevelPips } from './LevelPips.tsx';
import { RarityBadge } from './RarityBadge.tsx';

interface Props {
  hero: OwnedHeroView;
  onEquip: (hero: OwnedHeroView) => void;
  onLevelUp: (hero: OwnedHeroView) => void;
  /** This hero's level-up is under way. */
  levelling: boolean;
  /** The power this hero just gained by levelling up: the card says so for a while. */
  celebrate: number | null;
  onCelebrated: () => void;
  /** Another action is under way: buttons wait. */
  busy: boolean;
}

/** How long a card shows its level-up (as long as a toast). */
const CELEBRATE_MS = 5000;

function MergeHint({ hero }: { hero: OwnedHeroView }) {
  if (hero.atMaxLevel) return <p className="hero-card__merge">Maximum level reached.</p>;
  return (
    <p className={`hero-card__merge ${canMerge(hero) ? 'is-ready' : ''}`} data-testid="hero-merge">
      Merge {Math.min(hero.sameKind, hero.mergeCount)}/{hero.mergeCount} {hero.identity.name} at level{' '}
      {hero.level}
      {hero.nextPower !== null ? ` → power ${formatInteger(hero.nextPower)}` : ''}
    </p>
  );
}

/** One of the player's heroes: level, power, stats, abilities, gear, and what can be done with it. */
export function HeroCard({ hero, onEquip, onLevelUp, levelling, celebrate, onCelebrated, busy }: Props) {
  const { identity } = hero;
  useEffect(() => {
    if (celebrate === null) return;
    const timer = window.setTimeout(onCelebrated, CELEBRATE_MS);
    return () => window.clearTimeout(timer);
  }, [celebrate, onCelebrated]);
  return (
    <article
      className={`hero-card hero-card--${identity.rarity} ${celebrate !== null ? 'is-celebrating' : ''}`}
      data-testid="hero-card"
      data-hero-id={hero.id}
      data-listed={hero.listed}
    >
      {celebrate !== null ? (
        <p className="hero-card__celebration" role="status">
          LEVEL {hero.level}! Power +{formatInteger(celebrate)}
        </p>
      ) : null}
      <div className="hero-card__art">
        <HeroPortrait hero={identity} />
        <RarityBadge rarity={identity.rarity} />
        <span className="hero-card__level-badge">LV {hero.level}</span>
      </div>
      <div className="hero-card__body">
        <header className="hero-card__head">
          <h3 className="hero-card__name">{identity.name}</h3>
          {hero.listed ? (
            <span className="hero-card__listed" data-testid="listed-badge" title="Listed on the marketplace">
              LISTED
            </span>
          ) : null}
          <HeroTypeChip type={identity.type} />
        </header>
        <div className="hero-card__progress">
          <span>
            Level <strong data-testid="hero-level">{hero.level}</strong>/{hero.maxLevel}
          </span>
          <LevelPips level={hero.level} maxLevel={hero.maxLevel} />
        </div>
        <p className="hero-card__power">
          <span>Power</span>
          <strong data-testid="hero-power">{formatInteger(hero.power)}</strong>
        </p>
        <HeroStatBars stats={hero.stats} />
        <EquippedSlots equipped={hero.equipped} />
        <AbilityList abilities={hero.abilities} />
        {hero.listed ? (
          <p className="hero-card__merge is-listed">{HEROES_MESSAGES.heroListed}</p>
        ) : (
          <MergeHint hero={hero} />
        )}
        <div className="hero-card__actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => onEquip(hero)}
            disabled={busy || hero.listed}
            title={hero.listed ? HEROES_MESSAGES.heroListed : undefined}
          >
            EQUIP ITEMS
          </button>
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => onLevelUp(hero)}
            disabled={busy || hero.atMaxLevel || hero.listed}
            title={hero.listed ? HEROES_MESSAGES.heroListed : undefined}
          >
            {hero.atMaxLevel ? 'MAX LEVEL' : levelling ? 'LEVELLING UP…' : 'LEVEL UP'}
          </button>
        </div>
      </div>
    </article>
  );
}
