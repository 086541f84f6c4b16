import type { Rarity } from '@wos/shared';
import type { CSSProperties } from 'react';
import { RARITY_COLOURS } from '../../game/index.ts';

/** The `--rarity` colour a card, badge or line of the marketplace is drawn in. */
export function rarityStyle(rarity: Rarity): CSSProperties {
  return { ['--rarity' as string]: RARITY_COLOURS[rarity] };
}
