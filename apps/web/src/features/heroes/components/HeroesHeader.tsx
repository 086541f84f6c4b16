import { HeroPortrait } from './HeroPortrait.tsx';

/** The page's banner: three catalogue heroes stand behind the title. */
const BANNER_HEROES = [
  { id: 'void-sorceress', name: 'Void Sorceress', rarity: 'epic', type: 'magic' },
  { id: 'solar-warlord', name: 'Solar Warlord', rarity: 'legendary', type: 'balanced' },
  { id: 'hexblade-vyra', name: 'Hexblade Vyra', rarity: 'rare', type: 'attack' },
] as const;

export function HeroesHeader() {
  return (
    <header className="heroes-header">
      <div className="heroes-header__text">
        <p className="eyebrow">Warlords of Solana</p>
        <h1 className="page-title">HEROES</h1>
        <p className="heroes-header__lead">
          Recruit heroes from packs, merge three of a kind to raise their level, and arm them with weapons,
          armor and accessories.
        </p>
      </div>
      <div className="heroes-header__art" aria-hidden="true">
        {BANNER_HEROES.map((hero) => (
          <HeroPortrait key={hero.id} hero={hero} size={120} className="heroes-header__portrait" />
        ))}
      </div>
    </header>
  );
}
