import { randomUUID } from 'node:crypto';
import { type PackType, WosError } from '@wos/shared';
import type { WalletService } from '../../account/wallet/service.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { createPack } from './new-pack.ts';
import type { PacksRepo } from './repo.ts';

/**
 * Free packs (price 0): granted without a transaction, one of each free type
 * per wallet per UTC day on the server's clock (docs/rules.md §5). The claim row is
 * unique on (wallet, type, day), so parallel claims grant one pack.
 */
export function createFreePacks(deps: {
  db: Database;
  repo: PacksRepo;
  wallet: WalletService;
  clock: Clock;
}) {
  const { db, repo, wallet, clock } = deps;
  return {
    async claim(owner: string, packType: PackType) {
      if (packType.price !== 0) {
        throw new WosError('PACKS__NOT_FREE', {
          message: `${packType.name} is not free: prepare its transaction to buy it`,
        });
      }
      const now = clock.now();
      const packId = randomUUID();
      return db.transaction(async (tx) => {
        const claimed = await repo.claimFreePack(
          {
            wallet: owner,
            packTypeId: packType.id,
            utcDay: now.toISOString().slice(0, 10),
            packId,
            createdAt: now,
          },
          tx,
        );
        if (!claimed) {
          throw new WosError('PACKS__FREE_PACK_CLAIMED', {
            message: `You have already claimed today's free ${packType.name}. Come back after 00:00 UTC.`,
          });
        }
        const pack = await createPack(repo, tx, {
          id: packId,
          owner,
          packType,
          paidToken: null,
          paidAmount: 0n,
          intentId: null,
          voucherId: null,
          createdAt: now,
        });
        await wallet.record(
          {
            wallet: owner,
            type: 'Purchase',
            category: 'packs',
            item: `${packType.name} (free)`,
            amount: 0n,
            token: 'WLO',
          },
          tx,
        );
        return { id: pack.id, packId: packType.id, commitment: pack.commitment };
      });
    },
  };
}

export type FreePacks = ReturnType<typeof createFreePacks>;
