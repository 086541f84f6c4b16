import {
  EARLY_UNSTAKE_FEE_PERCENT,
  earlyUnstakeReturn,
  fromBaseUnits,
  WLO_DECIMALS,
  WosError,
} from '@wos/shared';
import type { Database } from '../../db/database.ts';
import type { PayoutReceipt, PayoutsService } from '../../payments/payouts/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { VouchersService } from '../vouchers/service.ts';
import { positionRewards } from './accrued.ts';
import type { PositionRow, StakingRepo } from './repo.ts';

const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS);

/** The answer says what happened: paid only once the payout landed. */
function said(paid: string, accepted: string) {
  return (receipt: PayoutReceipt) => (receipt.status === 'confirmed' ? paid : `${accepted}; payment pending`);
}

/**
 * Claims and unstaking. Each locks its position, checks what may still be
 * paid, writes the payouts (unique per position and kind; refused when the
 * pool cannot cover them) and the pending history in one database
 * transaction, then sends the payouts: parallel or repeated calls pay once.
 */
export function createStakingClaims(deps: {
  db: Database;
  repo: StakingRepo;
  payouts: PayoutsService;
  vouchers: VouchersService;
  clock: Clock;
  /** Where early-unstake fees go. */
  treasury: string;
}) {
  const { db, repo, payouts, vouchers, clock, treasury } = deps;

  async function withPosition<T>(
    walletAddress: string,
    positionId: string,
    work: (
      tx: Database,
      position: PositionRow,
      now: Date,
      rewards: bigint,
    ) => Promise<T & { payoutIds: string[]; message: (receipt: PayoutReceipt) => string }>,
  ): Promise<T & { payout: PayoutReceipt; message: string }> {
    const { payoutIds, message, ...result } = await db.transaction(async (tx) => {
      const position = await repo.lockPosition(positionId, tx);
      if (
        !position ||
        position.wallet !== walletAddress ||
        position.status === 'pending' ||
        position.status === 'failed'
      ) {
        throw new WosError('STAKING__POSITION_NOT_FOUND');
      }
      const now = clock.now();
      return work(tx, position, now, positionRewards(position, await repo.lastAccrual(tx), now));
    });
    const receipts = await payouts.dispatchBatch(payoutIds);
    // Several payouts (a claim's rewards and principal) are paid only once every one landed.
    const payout = payoutIds
      .map((id) => receipts.get(id))
      .find((receipt) => receipt?.status !== 'confirmed') ??
      receipts.get(payoutIds[0] ?? '') ?? { status: 'pending' as const, signature: null };
    return { ...(result as T), payout, message: message(payout) };
  }

  function assertUnlocked(position: PositionRow, now: Date): void {
    if (!position.endDate || now < position.endDate) {
      throw new WosError('STAKING__LOCKED', {
        message: `This stake is locked until ${position.endDate?.toISOString() ?? 'it starts'}`,
      });
    }
  }

  async function payPrincipal(tx: Database, position: PositionRow, now: Date): Promise<string> {
    const payout = await payouts.enqueue(tx, {
      kind: 'stake_principal',
      wallet: position.wallet,
      amount: position.amount,
      sourcePool: 'stakingVault',
      dedupeKey: `stake:${position.id}:principal`,
      history: {
        type: 'Stake Returned',
        category: 'staking',
        item: `${position.poolName} pool (${position.lockPeriodDays} days)`,
      },
    });
    await repo.updatePosition(position.id, { principalClaimedAt: now, status: 'completed' }, tx);
    return payout.id;
  }

  return {
    /**
     * CLAIM ALL of one position (docs/spec/000-shell-wallet-staking.md §4, docs/rules.md §3: principal and
     * rewards returned, one call): its rewards, and its principal too while the vault still holds it.
     */
    async claimRewards(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now, rewards) => {
        assertUnlocked(position, now);
        if (position.rewardsClaimedAt || rewards <= 0n) {
          throw new WosError('STAKING__NOTHING_TO_CLAIM');
        }
        const withPrincipal = !position.principalClaimedAt;
        const payout = await payouts.enqueue(tx, {
          kind: 'staking_reward',
          wallet: walletAddress,
          amount: rewards,
          sourcePool: 'stakingRewards',
          dedupeKey: `stake:${position.id}:rewards`,
          history: {
            type: 'Staking Reward',
            category: 'staking',
            item: `${position.poolName} pool (${position.lockPeriodDays} days)`,
          },
        });
        await repo.updatePosition(position.id, { rewardsClaimedAt: now, rewardsPaid: rewards }, tx);
        const principalPayout = withPrincipal ? await payPrincipal(tx, position, now) : null;
        return {
          success: true as const,
          rewards: wlo(rewards),
          principal: withPrincipal ? wlo(position.amount) : 0,
          message: said('Rewards claimed', 'Rewards claim accepted'),
          payoutIds: principalPayout ? [payout.id, principalPayout] : [payout.id],
        };
      });
    },

    async claimPrincipal(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now) => {
        assertUnlocked(position, now);
        if (position.principalClaimedAt)
          throw new WosError('STAKING__NOTHING_TO_CLAIM', { message: 'This stake was already returned' });
        const payoutId = await payPrincipal(tx, position, now);
        return {
          success: true as const,
          principal: wlo(position.amount),
          message: said('Stake returned', 'Stake return accepted'),
          payoutIds: [payoutId],
        };
      });
    },

    async claimWithRisk(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now, rewards) => {
        assertUnlocked(position, now);
        if (position.principalClaimedAt || position.rewardsClaimedAt) {
          throw new WosError('STAKING__NOTHING_TO_CLAIM', { message: 'This stake was already claimed' });
        }
        const payoutId = await payPrincipal(tx, position, now);
        await repo.updatePosition(position.id, { rewardsClaimedAt: now, rewardsPaid: rewards }, tx);
        const voucher = await vouchers.issue(tx, { wallet: walletAddress, sourceStakeId: position.id });
        const won = `You won ${voucher.discountPercent}% off a ${voucher.packType} pack`;
        return {
          success: true as const,
          stakedAmount: wlo(position.amount),
          rewardsUsed: wlo(rewards),
          voucher,
          message: said(won, `${won}; stake return accepted`),
          payoutIds: [payoutId],
        };
      });
    },

    async unstake(walletAddress: string, positionId: string) {
      return withPosition(walletAddress, positionId, async (tx, position, now) => {
        if (position.status !== 'active' || position.principalClaimedAt) {
          throw new WosError('STAKING__NOTHING_TO_CLAIM', { message: 'This stake was already returned' });
        }
        if (position.endDate && now >= position.endDate) {
          throw new WosError('STAKING__UNLOCKED');
        }
        const { returned, fee } = earlyUnstakeReturn(position.amount, EARLY_UNSTAKE_FEE_PERCENT);
        const refund = await payouts.enqueue(tx, {
          kind: 'early_unstake',
          wallet: walletAddress,
          amount: returned,
          sourcePool: 'stakingVault',
          dedupeKey: `stake:${position.id}:unstake`,
          history: {
            type: 'Unstake',
            category: 'staking',
            item: `${position.poolName} pool, early (${EARLY_UNSTAKE_FEE_PERCENT}% fee)`,
          },
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
        return {
          success: true as const,
          returned: wlo(returned),
          fee: wlo(fee),
          message: said(
            `Unstaked early: ${wlo(returned)} WLO returned, ${wlo(fee)} WLO fee`,
            `Unstake accepted: ${wlo(returned)} WLO to return, ${wlo(fee)} WLO fee`,
          ),
          payoutIds: [refund.id, feePayout.id],
        };
      });
    },
  };
}

export type StakingClaims = ReturnType<typeof createStakingClaims>;
