import { heroById } from '@wos/shared';
import type { RevealedPack } from '../../packs/index.ts';
import { MyPacks } from '../../packs/index.ts';
import { HeroPortrait } from './HeroPortrait.tsx';

/** The hero a pack gave, drawn as it is everywhere else on the page. */
function revealedHeroArt(result: RevealedPack) {
  const entry = heroById(result.catalogueId);
  const identity = {
    id: result.catalogueId,
    name: result.name,
    rarity: result.rarity,
    type: entry?.type ?? 'balanced',
  };
  return <HeroPortrait hero={identity} size={200} className="hero-reveal-art" />;
}

/** MY PACKS for hero packs: the packs feature's inventory, with hero portraits in the reveal. */
export function HeroPacksInventory({ onVisitStore }: { onVisitStore: () => void }) {
  return <MyPacks assetType="hero" onVisitStore={onVisitStore} renderArt={revealedHeroArt} />;
}
