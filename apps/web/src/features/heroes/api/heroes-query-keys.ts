import { WALLET_DATA_KEY, walletQueryKeys } from '../../wallet/index.ts';

/** Under the wallet-data key, so a disconnect forgets them with the rest of the wallet's data. */
export const heroesQueryKeys = {
  heroes: (address: string) => [WALLET_DATA_KEY, address, 'heroes'] as const,
  items: (address: string) => [WALLET_DATA_KEY, address, 'items'] as const,
};

/** What a heroes action changes: heroes, items, the wallet's assets and history. */
export const heroesActionKeys = (address: string) => [
  heroesQueryKeys.heroes(address),
  heroesQueryKeys.items(address),
  walletQueryKeys.assets(address),
  walletQueryKeys.allTransactions(address),
];
