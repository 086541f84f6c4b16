import { WALLET_DATA_KEY } from '../../wallet/index.ts';

/** Under the wallet-data key, so a disconnect forgets them with the rest of the wallet's data. */
export const heroesQueryKeys = {
  heroes: (address: string) => [WALLET_DATA_KEY, address, 'heroes'] as const,
  items: (address: string) => [WALLET_DATA_KEY, address, 'items'] as const,
};
