import { randomUUID } from 'node:crypto';
import {
  EARLY_UNSTAKE_FEE_PERCENT,
  earlyUnstakeReturn,
  fromBaseUnits,
  WLO_DECIMALS,
  WosError,
} from '@wos/shared';
import type { Clock } from '../clock/clock.ts';
import type { Database } from '../db/database.ts';
import type { PayoutReceipt, PayoutsService } from '../payouts/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { positionRewards } from './accrued.ts';
import type { PositionRow, StakingRepo } from './repo.ts';
import { drawVoucher } from './voucher-draw.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/**
 * Claims and unstaking. Each locks its position, checks what may still be
 * paid, writes the payouts (unique per position and kind) and the history in
 * one database transaction, then sends the payouts: parallel or repeated
 * calls pay once.
 */
export function createStakingClaims(deps: {
  db: Database;
  repo: StakingRepo;
  payouts: PayoutsService;
  wallet: WalletService;
  clock: Clock;
  /** Where early-unstake fees go. */
  treasury: string;
}) {
  const { db, repo, payouts, wallet, clock, treasury } = deps;

  async function withPosition<T>(
    walletAddress: string,
    positionId: string,
    work: (
      tx: Database,
      position: PositionRow,
      now: Date,
      rewards: bigint,
    ) => Promise<T & { payoutIds: string[] }>,
  ): Promise<T & { payout: PayoutReceipt }> {
    const { payoutIds, ...result } = await db.transaction(async (tx) => {
      const position = await repo.lockPosition(positionId, tx);
      if (
        !position ||
        position.wallet !== walletAddress ||
        position.status === 'pending' ||
        position.status === 'failed'
      ) {
        throw new WosError('NOT_FOUND', 'Staking position not found');
      }
      const now = clock.now();
      return work(tx, position, now, positionRewards(position, await repo.lastAccrual(tx), now));
    });
    const receipts = await Promise.all(payoutIds.map((id) => payouts.dispatch(id)));
    return { ...(result as T), payout: receipts[0] ?? { status: 'confirmed', signature: null } };
  }

  function assertUnlocked(position: PositionRow, now: Date): void {
    if (!position.endDate || now < position.endDate) {
      throw new WosError(
        'STAKE_LOCKED',
        `This stake is locked until ${position.endDate?.toISOString() ?? 'it starts'}`,
      );
    }
  }

  async function payPrincipal(tx: Database, position: PositionRow, now: Date): Promise<string> {
    const payout = await payouts.enqueue(tx, {
      kind: 'stake_principal',
      wallet: position.wallet,
      amount: position.amount,
      sourcePool: 'stakingVault',
      dedupeKey: `stake:${position.id}:principal`,
    });
    await repo.updatePosition(position.id, { principalClaimedAt: now, status: 'completed' }, tx);
    await wallet.record(
      {
        wallet: position.wallet,
        type: 'Stake Returned',
        category: 'staking',
        item: `${position.poolName} pool (${position.lockPeriodDays} days)`,
        amount: position.amount,
        token: 'WLO',
      },
      tx,
    );
    return payout.id;
  }

  return {
    async claimRewards(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now, rewards) => {
        assertUnlocked(position, now);
        if (position.rewardsClaimedAt || rewards <= 0n) {
          throw new WosError('NOTHING_TO_CLAIM', 'No rewards to claim on this stake');
        }
        const payout = await payouts.enqueue(tx, {
          kind: 'staking_reward',
          wallet: walletAddress,
          amount: rewards,
          sourcePool: 'stakingRewards',
          dedupeKey: `stake:${position.id}:rewards`,
        });
        await repo.updatePosition(position.id, { rewardsClaimedAt: now, rewardsPaid: rewards }, tx);
        await wallet.record(
          {
            wallet: walletAddress,
            type: 'Staking Reward',
            category: 'staking',
            item: `${position.poolName} pool (${position.lockPeriodDays} days)`,
            amount: rewards,
            token: 'WLO',
          },
          tx,
        );
        return {
          success: true as const,
          rewards: wlo(rewards),
          message: 'Rewards claimed',
          payoutIds: [payout.id],
        };
      });
    },

    async claimPrincipal(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now) => {
        assertUnlocked(position, now);
        if (position.principalClaimedAt)
          throw new WosError('NOTHING_TO_CLAIM', 'This stake was already returned');
        const payoutId = await payPrincipal(tx, position, now);
        return {
          success: true as const,
          principal: wlo(position.amount),
          message: 'Stake returned',
          payoutIds: [payoutId],
        };
      });
    },

    async claimWithRisk(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now, rewards) => {
        assertUnlocked(position, now);
        if (position.principalClaimedAt || position.rewardsClaimedAt) {
          throw new WosError('NOTHING_TO_CLAIM', 'This stake was already claimed');
        }
        const payoutId = await payPrincipal(tx, position, now);
        await repo.updatePosition(position.id, { rewardsClaimedAt: now, rewardsPaid: rewards }, tx);
        const spin = drawVoucher();
        const voucher = await repo.insertVoucher(
          { id: randomUUID(), wallet: walletAddress, ...spin, sourceStakeId: position.id, createdAt: now },
          tx,
        );
        return {
          success: true as const,
          stakedAmount: wlo(position.amount),
          rewardsUsed: wlo(rewards),
          voucher: { id: voucher.id, packType: voucher.packType, discountPercent: voucher.discountPercent },
          message: `You won ${spin.discountPercent}% off a ${spin.packType} pack`,
          payoutIds: [payoutId],
        };
      });
    },

    async unstake(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now) => {
        if (position.status !== 'active' || position.principalClaimedAt) {
          throw new WosError('NOTHING_TO_CLAIM', 'This stake was already returned');
        }
        if (position.endDate && now >= position.endDate) {
          throw new WosError('BAD_REQUEST', 'This stake is unlocked: claim it instead');
        }
        const { returned, fee } = earlyUnstakeReturn(position.amount, EARLY_UNSTAKE_FEE_PERCENT);
        const refund = await payouts.enqueue(tx, {
          kind: 'early_unstake',
          wallet: walletAddress,
          amount: returned,
          sourcePool: 'stakingVault',
          dedupeKey: `stake:${position.id}:unstake`,
        });
        // The fee leaves the vault too, so the vault always holds exactly the active principal.
        const feePayout = await payouts.enqueue(tx, {
          kind: 'early_unstake_fee',
          wallet: treasury,
          amount: fee,
          sourcePool: 'stakingVault',
          dedupeKey: `stake:${position.id}:unstake-fee`,
        });
        await repo.updatePosition(
          position.id,
          { status: 'unstaked', principalClaimedAt: now, rewardsClaimedAt: now, rewardsPaid: 0n },
          tx,
        );
        await wallet.record(
          {
            wallet: walletAddress,
            type: 'Unstake',
            category: 'staking',
            item: `${position.poolName} pool, early (${EARLY_UNSTAKE_FEE_PERCENT}% fee)`,
            amount: returned,
            token: 'WLO',
          },
          tx,
        );
        return {
          success: true as const,
          returned: wlo(returned),
          fee: wlo(fee),
          message: `Unstaked early: ${wlo(returned)} WLO returned, ${wlo(fee)} WLO fee`,
          payoutIds: [refund.id, feePayout.id],
        };
      });
    },
  };
}

export type StakingClaims = ReturnType<typeof createStakingClaims>;
