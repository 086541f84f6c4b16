/** Spec: when the price cannot be read, these are shown, silently. */
export const DEFAULT_PRICE_USD = 0.0019;
export const DEFAULT_CHANGE_24H = -29.91;
export const PRICE_QUERY = 'WLO';
const SOLANA_CHAIN_ID = 'solana';
const TIMEOUT_MS = 10_000;

export interface TokenPrice {
  priceUsd: number;
  change24h: number;
  /** False when the defaults are shown. */
  live: boolean;
}

const DEFAULT_PRICE: TokenPrice = { priceUsd: DEFAULT_PRICE_USD, change24h: DEFAULT_CHANGE_24H, live: false };

/** The part of one pair of a DEX price search answer we read (DexScreener's /latest/dex/search shape). */
interface PricePair {
  chainId: string;
  baseToken: { address: string };
  priceUsd?: string | number;
  priceChange?: { h24?: number };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The pairs of a search answer, checked by hand (this runs on every page load and zod stays
 * out of the first load); a malformed pair is skipped, a malformed answer gives null.
 */
export function readPricePairs(body: unknown): PricePair[] | null {
  if (!isRecord(body) || !Array.isArray(body.pairs)) return null;
  const pairs: PricePair[] = [];
  for (const pair of body.pairs) {
    if (!isRecord(pair) || typeof pair.chainId !== 'string' || !isRecord(pair.baseToken)) continue;
    const address = pair.baseToken.address;
    if (typeof address !== 'string') continue;
    const { priceUsd } = pair;
    const h24 = isRecord(pair.priceChange) ? pair.priceChange.h24 : undefined;
    pairs.push({
      chainId: pair.chainId,
      baseToken: { address },
      ...(typeof priceUsd === 'string' || typeof priceUsd === 'number' ? { priceUsd } : {}),
      ...(typeof h24 === 'number' ? { priceChange: { h24 } } : {}),
    });
  }
  return pairs;
}

export function priceSearchUrl(baseUrl: string): string {
  const url = new URL(baseUrl, window.location.origin);
  if (!url.searchParams.has('q')) url.searchParams.set('q', PRICE_QUERY);
  return url.toString();
}

/** The WLO price from the DEX search; on any failure, the defaults. */
export async function fetchTokenPrice(
  searchUrl: string,
  wloMint: string,
  signal?: AbortSignal,
): Promise<TokenPrice> {
  try {
    const timeout = AbortSignal.timeout(TIMEOUT_MS);
    const response = await fetch(priceSearchUrl(searchUrl), {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return DEFAULT_PRICE;
    const pairs = readPricePairs(await response.json());
    const pair = pairs?.find((p) => p.chainId === SOLANA_CHAIN_ID && p.baseToken.address === wloMint);
    const priceUsd = Number(pair?.priceUsd);
    if (!pair || !Number.isFinite(priceUsd)) return DEFAULT_PRICE;
    const change = pair.priceChange?.h24;
    return { priceUsd, change24h: typeof change === 'number' ? change : DEFAULT_CHANGE_24H, live: true };
  } catch {
    return DEFAULT_PRICE;
  }
}

export { DEFAULT_PRICE };
