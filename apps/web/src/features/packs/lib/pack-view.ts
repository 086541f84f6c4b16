import { DRAW_RARITIES, type DrawRarity, type PackTypeView } from '@wos/shared';

export type PaymentToken = 'SOL' | 'WLO';

export interface PackPriceView {
  free: boolean;
  /** '0.1 SOL', '500 WLO' or 'FREE'. */
  main: string;
  /** A farmer pack's WLO alternative, e.g. '100 WLO'; null when there is none. */
  alternative: string | null;
}

/** SOL up to 9 decimals and WLO up to 6, without trailing zeros: 0.1 → '0.1', 1 → '1'. */
export function formatTokenAmount(amount: number, token: PaymentToken): string {
  const text = amount.toLocaleString('en-US', { maximumFractionDigits: token === 'SOL' ? 9 : 6 });
  return `${text} ${token}`;
}

/** docs/spec/001-game.md §3, §5, §9: farmer packs cost SOL with a WLO alternative; price 0 means free. */
export function packPrice(pack: Pick<PackTypeView, 'price' | 'priceToken' | 'wloPrice'>): PackPriceView {
  if (pack.price === 0) return { free: true, main: 'FREE', alternative: null };
  const alternative =
    pack.priceToken === 'SOL' && pack.wloPrice !== null ? formatTokenAmount(pack.wloPrice, 'WLO') : null;
  return { free: false, main: formatTokenAmount(pack.price, pack.priceToken), alternative };
}

/** The rarities a pack can give, with their chance in percent (a rarity it never gives is left out). */
export function chanceRows(
  chances: Record<DrawRarity, number>,
): { rarity: DrawRarity; chance: number; label: string }[] {
  return DRAW_RARITIES.filter((rarity) => chances[rarity] > 0).map((rarity) => {
    const chance = chances[rarity] * 100;
    return { rarity, chance, label: `${Number(chance.toFixed(2))}%` };
  });
}

/** What the progress dialog shows as the price before the server says which token it takes. */
export function quotedPrice(
  pack: Pick<PackTypeView, 'price' | 'priceToken' | 'wloPrice'>,
  paymentToken: PaymentToken | undefined,
): { price: number; token: PaymentToken } {
  if (paymentToken === 'WLO' && pack.wloPrice !== null) return { price: pack.wloPrice, token: 'WLO' };
  return { price: pack.price, token: pack.priceToken };
}
