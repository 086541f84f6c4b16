import { type AppConfig, NETWORKS, type Network } from '@wos/shared';

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNetwork(value: unknown): value is Network {
  return NETWORKS.some((network) => network === value);
}

/**
 * GET /config checked by hand rather than with its zod contract (configResponse): /config
 * is read on every page load, and this keeps zod out of the home route's first JavaScript
 * (bench/bundle-size.ts). The result is built field by field, so the compiler names any
 * field the contract gains; app-config.test.ts checks that both agree.
 */
export function parseAppConfig(value: unknown): AppConfig | null {
  if (!isFields(value) || !isFields(value.socialLinks)) return null;
  const { brand, version, network, wloMint, explorerTxUrl, contactEmail, priceSearchUrl, priceChartUrl } =
    value;
  const { x, docs, chat } = value.socialLinks;
  if (
    typeof brand !== 'string' ||
    typeof version !== 'string' ||
    !isNetwork(network) ||
    typeof wloMint !== 'string' ||
    typeof explorerTxUrl !== 'string' ||
    typeof contactEmail !== 'string' ||
    typeof priceSearchUrl !== 'string' ||
    typeof priceChartUrl !== 'string' ||
    typeof x !== 'string' ||
    typeof docs !== 'string' ||
    typeof chat !== 'string'
  ) {
    return null;
  }
  return {
    brand,
    version,
    network,
    wloMint,
    explorerTxUrl,
    contactEmail,
    priceSearchUrl,
    priceChartUrl,
    socialLinks: { x, docs, chat },
  };
}
