import type { HeroType, Rarity } from '@wos/shared';
import { hashId, RARITY_COLOURS, seededRandom } from '../../game/index.ts';

/**
 * What a hero's portrait is made of, decided once from its catalogue id, rarity and type:
 * the same hero is drawn the same way on every load and on every card, and no two
 * catalogue heroes share a picture. The component only draws what this says.
 */
export type HeroClass = HeroType;

export interface HeroArtSpec {
  /** Rarity colour: frame, glow and trims. */
  primary: string;
  /** A second colour picked per hero, for the visor and the emblem. */
  accent: string;
  /** 0 angular helm, 1 domed helm, 2 horned helm. */
  helm: 0 | 1 | 2;
  /** 0 slit, 1 chevron, 2 twin eyes. */
  visor: 0 | 1 | 2;
  /** 0 none, 1 crest fin, 2 antenna pair. */
  crest: 0 | 1 | 2;
  /** The chest emblem says the hero's type. */
  emblem: HeroClass;
  /** Background sparks, in a 200 × 200 box. */
  sparks: ReadonlyArray<{ x: number; y: number; r: number; opacity: number }>;
  /** Degrees the frame's hexagon is turned. */
  frameTurn: number;
}

/** Accents that read on the dark helm; each hero takes one by its id. */
const ACCENTS = ['#00f0ff', '#ff3df2', '#2cffa4', '#ffc247', '#ff6b4a', '#7d8bff', '#b14cff', '#4affd2'];

function pick<T>(random: () => number, choices: readonly T[]): T {
  const choice = choices[Math.floor(random() * choices.length)];
  if (choice === undefined) throw new RangeError('pick from an empty list');
  return choice;
}

export function heroArtSpec(hero: { id: string; rarity: Rarity; type: HeroClass }): HeroArtSpec {
  const random = seededRandom(hashId(hero.id));
  const primary = RARITY_COLOURS[hero.rarity];
  const accents = ACCENTS.filter((colour) => colour !== primary);
  return {
    primary,
    accent: pick(random, accents),
    helm: pick(random, [0, 1, 2] as const),
    visor: pick(random, [0, 1, 2] as const),
    crest: pick(random, [0, 1, 2] as const),
    emblem: hero.type,
    sparks: Array.from({ length: 14 }, () => ({
      x: Math.round(10 + random() * 180),
      y: Math.round(10 + random() * 180),
      r: Math.round((0.6 + random() * 1.8) * 10) / 10,
      opacity: Math.round((0.25 + random() * 0.6) * 100) / 100,
    })),
    frameTurn: Math.round(random() * 60),
  };
}

/** What tells two portraits apart at a glance (the sparks alone do not). */
export function artSignature(spec: HeroArtSpec): string {
  return [spec.primary, spec.accent, spec.helm, spec.visor, spec.crest, spec.emblem].join('|');
}
