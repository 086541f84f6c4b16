import type { ItemAsset } from '@wos/shared';
import { Dialog } from '../../../lib/ui/Dialog.tsx';
import type { HeroItemAction } from '../data-access/useHeroActions.ts';
import type { OwnedHeroView } from '../lib/hero-view.ts';
import { HEROES_MESSAGES } from '../lib/heroes-messages.ts';
import { canTryUse, heroSlots } from '../lib/item-view.ts';
import { ItemSummary } from './ItemSummary.tsx';

interface Props {
  hero: OwnedHeroView | null;
  items: readonly ItemAsset[];
  /** The action under way, if any. */
  pending: HeroItemAction | null;
  onEquip: (hero: OwnedHeroView, item: ItemAsset) => void;
  onUnequip: (hero: OwnedHeroView, item: ItemAsset) => void;
  onUse: (item: ItemAsset) => void;
  onClose: () => void;
}

/**
 * A hero's three slots: what it wears (UNEQUIP) and the wallet's free items that fit (EQUIP).
 * Consumables are listed apart: they are used, never equipped.
 */
export function EquipDialog({ hero, items, pending, onEquip, onUnequip, onUse, onClose }: Props) {
  const busy = pending !== null;
  const consumables = items.filter((item) => item.type === 'consumable');
  return (
    <Dialog
      open={hero !== null}
      onClose={onClose}
      title={hero ? `Equip ${hero.identity.name}` : 'Equip'}
      className="equip-dialog"
    >
      {hero ? (
        <div className="equip-dialog__slots">
          {heroSlots(hero.id, items).map((slot) => (
            <section key={slot.slot} className="equip-slot" aria-label={slot.label}>
              <h3 className="equip-slot__title">{slot.label}</h3>
              {slot.item ? (
                <div className="equip-slot__row is-worn" data-testid={`equipped-${slot.slot}`}>
                  <ItemSummary item={slot.item} />
                  <button
                    type="button"
                    className="btn btn--ghost btn--small"
                    disabled={busy}
                    onClick={() => slot.item && onUnequip(hero, slot.item)}
                  >
                    {pending?.kind === 'unequip' && pending.itemId === slot.item.id
                      ? 'UNEQUIPPING…'
                      : 'UNEQUIP'}
                  </button>
                </div>
              ) : (
                <p className="equip-slot__empty muted">Nothing equipped.</p>
              )}
              {slot.candidates.length > 0 ? (
                <ul className="equip-slot__candidates">
                  {slot.candidates.map((item) => (
                    <li key={item.id} className="equip-slot__row">
                      <ItemSummary item={item} />
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        disabled={busy}
                        onClick={() => onEquip(hero, item)}
                      >
                        {pending?.kind === 'equip' && pending.itemId === item.id
                          ? 'EQUIPPING…'
                          : slot.item
                            ? 'SWAP IN'
                            : 'EQUIP'}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : slot.item ? null : (
                <p className="equip-slot__empty muted">
                  No free {slot.label.toLowerCase()} in your inventory.
                </p>
              )}
            </section>
          ))}
          {consumables.length > 0 ? (
            <section className="equip-slot" aria-label="Consumables">
              <h3 className="equip-slot__title">Consumables</h3>
              <p className="equip-slot__note">{HEROES_MESSAGES.consumableCannotEquip}. Use them instead.</p>
              <ul className="equip-slot__candidates">
                {consumables.map((item) => (
                  <li key={item.id} className="equip-slot__row">
                    <ItemSummary item={item} />
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      disabled={busy || !canTryUse(item)}
                      onClick={() => onUse(item)}
                    >
                      {pending?.kind === 'use' && pending.itemId === item.id ? 'USING…' : 'USE'}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
