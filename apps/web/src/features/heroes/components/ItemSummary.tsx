import type { ItemAsset } from '@wos/shared';
import { wearLabel } from '../lib/item-view.ts';

/** An owned item in one line: name in its rarity colour, type, effect, charges or durability. */
export function ItemSummary({ item }: { item: ItemAsset }) {
  return (
    <div className="item-summary">
      <span className={`item-summary__name rarity-text--${item.rarity}`}>{item.name}</span>
      <span className="item-summary__meta">
        <span className="item-summary__type">{item.type}</span>
        <span>{item.effect}</span>
        <span className="item-summary__wear">{wearLabel(item)}</span>
      </span>
    </div>
  );
}
