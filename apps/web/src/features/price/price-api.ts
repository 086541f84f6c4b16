import { z } from 'zod';

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

/** The part of a DEX price search answer we read (DexScreener's /latest/dex/search shape). */
const searchResponse = z.object({
  pairs: z
    .array(
      z.object({
        chainId: z.string(),
        baseToken: z.object({ address: z.string() }),
        priceUsd: z.union([z.string(), z.number()]).optional(),
        priceChange: z.object({ h24: z.number().optional() }).partial().optional(),
      }),
    )
    .nullable(),
});

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
    const parsed = searchResponse.safeParse(await response.json());
    if (!parsed.success) return DEFAULT_PRICE;
    const pair = parsed.data.pairs?.find(
      (p) => p.chainId === SOLANA_CHAIN_ID && p.baseToken.address === wloMint,
    );
    const priceUsd = Number(pair?.priceUsd);
    if (!pair || !Number.isFinite(priceUsd)) return DEFAULT_PRICE;
    const change = pair.priceChange?.h24;
    return { priceUsd, change24h: typeof change === 'number' ? change : DEFAULT_CHANGE_24H, live: true };
  } catch {
    return DEFAULT_PRICE;
  }
}

export { DEFAULT_PRICE };
