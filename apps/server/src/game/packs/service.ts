import type { PackAssetType, PreparePackResponse } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { FeesService } from '../../payments/fees/service.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { Platform } from '../../platform/feature.ts';
import type { FarmersService } from '../farmers/service.ts';
import type { HeroesService } from '../heroes/service.ts';
import type { ItemsService } from '../items/service.ts';
import type { VouchersService } from '../vouchers/service.ts';
import { createPacksCatalogue } from './catalogue.ts';
import { createFreePacks } from './free-packs.ts';
import { createPackOpening } from './opening.ts';
import { createPurchaseFlow } from './purchase-flow.ts';
import { createPacksRepo } from './repo.ts';

/** The packs feature: store catalogue, free claims, paid purchases and provably fair openings. */
/** The services of other features packs use (the feature list opens them first). */
export interface PacksNeeds {
  intents: IntentsService;
  wallet: WalletService;
  fees: FeesService;
  vouchers: VouchersService;
  farmers: FarmersService;
  heroes: HeroesService;
  items: ItemsService;
}

export function createPacksService(
  deps: PacksNeeds & Pick<Platform, 'db' | 'balances' | 'accounts' | 'clock' | 'log'>,
) {
  const repo = createPacksRepo(deps.db);
  const freePacks = createFreePacks({ ...deps, repo });
  const catalogue = createPacksCatalogue({ repo, freePacks });
  const purchases = createPurchaseFlow({ ...deps, repo });
  return {
    catalogue,
    freePacks,
    /** The wheel's vouchers a wallet can still spend here. */
    unusedVouchers: (wallet: string) => deps.vouchers.unused(wallet),
    purchases,
    opening: createPackOpening({ ...deps, repo }),

    /** POST /packs/prepare-transaction: a free pack is granted at once; a paid one gets its transaction. */
    async prepare(request: {
      walletAddress: string;
      packId: string;
      assetType?: PackAssetType | undefined;
      paymentToken?: 'SOL' | 'WLO' | undefined;
    }): Promise<PreparePackResponse> {
      const { walletAddress, paymentToken } = request;
      const packType = catalogue.packType(request.packId, request.assetType);
      if (packType.price > 0) {
        return { freeItem: false, ...(await purchases.prepare({ walletAddress, packType, paymentToken })) };
      }
      const pack = await freePacks.claim(walletAddress, packType);
      return {
        freeItem: true,
        transaction: null,
        packDetails: {
          purchaseId: null,
          packId: packType.id,
          assetType: packType.assetType,
          name: packType.name,
          price: 0,
          token: packType.priceToken,
          originalPrice: 0,
          discountPercent: 0,
          voucherId: null,
          pack,
        },
      };
    },
  };
}

export type PacksService = ReturnType<typeof createPacksService>;
