import type { HeroClass } from '../lib/hero-art.ts';

const TYPE_LABELS: Record<HeroClass, string> = {
  attack: 'Attack',
  magic: 'Magic',
  defense: 'Defense',
  balanced: 'Balanced',
  speed: 'Speed',
};

export function HeroTypeChip({ type }: { type: HeroClass }) {
  return <span className={`hero-type hero-type--${type}`}>{TYPE_LABELS[type]}</span>;
}
