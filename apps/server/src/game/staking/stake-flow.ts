import { poolByLockPeriod, toBaseUnits, WLO_DECIMALS, WosError } from '@wos/shared';
import { z } from 'zod';
import type { WalletService } from '../../account/wallet/service.ts';
import type { GameAccounts } from '../../chain/accounts.ts';
import { toAddress } from '../../chain/address-bytes.ts';
import type { PaymentBalances } from '../../chain/balance-cache.ts';
import type { IntentsService } from '../../payments/intents/service.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { type StakingRepo, stakingStatements } from './repo.ts';

const DAY_MS = 86_400_000;
/** Lamports a player needs for the network fee of one transaction. */
const FEE_RESERVE_LAMPORTS = 10_000n;

export interface StakeRequest {
  walletAddress: string;
  amount: number;
  lockPeriod: number;
}

/** Staking's two-phase payment: the player moves WLO to the staking vault. */
export function createStakeFlow(deps: {
  repo: StakingRepo;
  intents: IntentsService;
  wallet: WalletService;
  /** The balance check answers early from the cache; the chain itself refuses what cannot be paid. */
  balances: PaymentBalances;
  accounts: GameAccounts;
  clock: Clock;
}) {
  const { repo, intents, wallet, balances, accounts, clock } = deps;

  const stakes = intents.define('stake', {
    result: z.object({ stakeId: z.string() }),
    // Activating the position and writing the history row go in the round trip that confirms the payment.
    settle: {
      load: stakingStatements.terms,
      writes(intent, loaded, signature) {
        const terms = stakingStatements.termsOf(loaded);
        if (!terms) throw new Error(`stake intent ${intent.id} has no position`);
        const start = clock.now();
        const end = new Date(start.getTime() + terms.lockPeriodDays * DAY_MS);
        return {
          result: { stakeId: intent.id },
          statements: [
            stakingStatements.activate(intent.id, start, end, signature),
            wallet.recordStatement({
              wallet: intent.wallet,
              type: 'Stake',
              category: 'staking',
              item: `${terms.poolName} pool (${terms.lockPeriodDays} days)`,
              amount: -intent.amount,
              token: 'WLO',
              signature,
            }),
          ],
          committed: () => repo.positionsChanged(),
        };
      },
    },
    async failed(tx, intent) {
      await repo.updatePosition(intent.id, { status: 'failed' }, tx);
    },
  });

  return {
    async prepare(request: StakeRequest): Promise<{ transaction: string; stakeId: string }> {
      const pool = poolByLockPeriod(request.lockPeriod);
      if (!pool) throw new WosError('STAKING__UNKNOWN_POOL');
      if (!(request.amount > 0))
        throw new WosError('INVALID_AMOUNT', { message: 'Please enter a valid amount to stake' });
      const amount = toBaseUnits(request.amount, WLO_DECIMALS);
      if (amount < toBaseUnits(pool.minStake, WLO_DECIMALS)) {
        throw new WosError('STAKING__BELOW_MINIMUM', {
          message: `The ${pool.name} pool needs at least ${pool.minStake} WLO`,
        });
      }
      const owner = toAddress(request.walletAddress);
      const [balance, lamports] = await Promise.all([
        balances.lastTokenBalance(owner, accounts.wloMint),
        balances.lastLamports(owner),
      ]);
      if (balance < amount) throw new WosError('PAYMENT__INSUFFICIENT_FUNDS');
      if (lamports < FEE_RESERVE_LAMPORTS) {
        throw new WosError('PAYMENT__INSUFFICIENT_FUNDS', {
          message: 'You need a little SOL to pay the network fee',
        });
      }
      const stake = await stakes.prepare(
        {
          wallet: request.walletAddress,
          token: 'WLO',
          legs: [{ kind: 'wlo-transfer', to: accounts.pools.stakingVault.address, amount }],
        },
        {
          statements: (stakeId) => [
            stakingStatements.insertPending({
              id: stakeId,
              wallet: request.walletAddress,
              poolId: pool.id,
              poolName: pool.name,
              lockPeriodDays: pool.lockPeriod,
              apyBasisPoints: Math.round(pool.apy * 100),
              amount,
              createdAt: clock.now(),
            }),
          ],
        },
      );
      return { transaction: stake.transaction, stakeId: stake.id };
    },

    async process(input: {
      stakeId: string;
      walletAddress: string;
      signedTransaction: string;
      skipPreflight?: boolean | undefined;
    }) {
      const { signature } = await stakes.process({
        id: input.stakeId,
        wallet: input.walletAddress,
        signedTransaction: input.signedTransaction,
        skipPreflight: input.skipPreflight,
      });
      return { success: true as const, signature, message: 'Stake confirmed' };
    },
  };
}

export type StakeFlow = ReturnType<typeof createStakeFlow>;
