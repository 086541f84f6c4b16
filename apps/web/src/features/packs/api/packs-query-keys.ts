import type { PackAssetType } from '@wos/shared';
import { WALLET_DATA_KEY } from '../../wallet/index.ts';

export const packsQueryKeys = {
  types: (assetType: PackAssetType) => ['packs', 'types', assetType] as const,
  /** Under the wallet-data key, so a disconnect forgets the packs with the rest. */
  inventory: (address: string, assetType: PackAssetType) =>
    [WALLET_DATA_KEY, address, 'packs', assetType] as const,
  proof: (packId: string) => ['packs', 'proof', packId] as const,
  /** The wallet's unused wheel vouchers, forgotten with the rest of the wallet's data. */
  vouchers: (address: string) => [WALLET_DATA_KEY, address, 'vouchers'] as const,
};
