import type { Rarity } from '@wos/shared';

export function RarityBadge({ rarity }: { rarity: Rarity }) {
  return <span className={`rarity-badge rarity-badge--${rarity}`}>{rarity.toUpperCase()}</span>;
}
