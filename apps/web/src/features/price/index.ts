// What other features may import from price: the WLO price (and the navbar's pill).
export { PricePill } from './PricePill.tsx';
export { PRICE_REFRESH_MS, useTokenPrice } from './useTokenPrice.ts';
