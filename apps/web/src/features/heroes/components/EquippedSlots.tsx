import type { ItemAsset } from '@wos/shared';
import { EQUIP_SLOTS } from '@wos/shared';
import { SLOT_LABELS, slotOf } from '../lib/item-view.ts';

/** What a hero wears in its weapon, armor and accessory slots. */
export function EquippedSlots({ equipped }: { equipped: readonly ItemAsset[] }) {
  return (
    <ul className="equipped-slots" aria-label="Equipped items">
      {EQUIP_SLOTS.map((slot) => {
        const item = equipped.find((candidate) => slotOf(candidate) === slot);
        return (
          <li
            key={slot}
            className={`equipped-slots__slot ${item ? `is-filled rarity-text--${item.rarity}` : ''}`}
          >
            <span className="equipped-slots__label">{SLOT_LABELS[slot]}</span>
            <span className="equipped-slots__item">{item ? item.name : 'Empty'}</span>
          </li>
        );
      })}
    </ul>
  );
}
