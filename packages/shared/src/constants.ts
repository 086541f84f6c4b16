export const BRAND = 'Warlords of Solana';
export const APP_VERSION = '2.0.19';
export const WLO_DECIMALS = 6;
export const SOL_DECIMALS = 9;
export const LAMPORTS_PER_SOL = 1_000_000_000n;
export const DEFAULT_CONTACT_EMAIL = 'support@warlords.example';

export const NETWORKS = ['localnet', 'devnet', 'mainnet'] as const;
export type Network = (typeof NETWORKS)[number];

/** Each public cluster's genesis hash (getGenesisHash): an RPC URL of another cluster is a wrong one. */
export const GENESIS_HASHES = {
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
} as const satisfies Partial<Record<Network, string>>;

/** Sign-in message lifetime and session lifetime. */
export const SIGN_IN_NONCE_TTL_MS = 5 * 60 * 1000;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Dev airdrop caps per call (localnet only). */
export const DEV_AIRDROP_MAX_SOL = 100;
export const DEV_AIRDROP_MAX_WLO = 1_000_000;

export const TRANSACTIONS_DEFAULT_PAGE = 1;
export const TRANSACTIONS_DEFAULT_LIMIT = 10;
export const TRANSACTIONS_MAX_LIMIT = 100;
