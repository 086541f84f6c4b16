import type { DrawRarity } from '@wos/shared';
import { RARITY_COLOURS, RARITY_LABELS } from '../../game/index.ts';
import { chanceRows } from '../lib/pack-view.ts';

/** A pack's odds: one row per rarity it can give, with a bar as long as its chance. */
export function RarityChances({ chances }: { chances: Record<DrawRarity, number> }) {
  return (
    <ul className="rarity-chances" aria-label="Chances">
      {chanceRows(chances).map((row) => (
        <li key={row.rarity} className="rarity-chances__row">
          <span className="rarity-chances__name" style={{ color: RARITY_COLOURS[row.rarity] }}>
            {RARITY_LABELS[row.rarity]}
          </span>
          <span className="rarity-chances__bar" aria-hidden="true">
            <span style={{ width: `${row.chance}%`, background: RARITY_COLOURS[row.rarity] }} />
          </span>
          <span className="rarity-chances__value">{row.label}</span>
        </li>
      ))}
    </ul>
  );
}
