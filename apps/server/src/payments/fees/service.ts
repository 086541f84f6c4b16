import { randomUUID } from 'node:crypto';
import type { Address } from '@solana/kit';
import {
  FEE_WALLET_NAMES,
  type FeeDistribution,
  type FeeWalletName,
  fromBaseUnits,
  PACK_SPLIT,
  SOL_DECIMALS,
  splitBaseUnits,
  TOKEN_TAX_SPLIT,
  TOKEN_TRANSACTION_FEE_PERCENT,
  WLO_DECIMALS,
  WosError,
} from '@wos/shared';
import type { GameAccounts } from '../../chain/accounts.ts';
import { type PaymentLeg, solBurnLeg } from '../../chain/payment.ts';
import type { Chain } from '../../chain/port.ts';
import { INCINERATOR } from '../../chain/programs.ts';
import type { Statement } from '../../db/batch.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { type FeeSplitRow, type FeesRepo, insertSplitStatement } from './repo.ts';

export type FeeToken = 'SOL' | 'WLO';

/** One destination's part of a split, in base units of the split's token. */
export interface FeeShare {
  name: FeeWalletName;
  address: Address;
  percent: number;
  amount: bigint;
}

export interface RecordSplit {
  source: string;
  sourceId: string;
  wallet: string;
  token: FeeToken;
  total: bigint;
  shares: readonly FeeShare[];
  signature: string;
}

const decimalsOf = (token: FeeToken) => (token === 'SOL' ? SOL_DECIMALS : WLO_DECIMALS);

/**
 * Fee distribution (docs/spec/000-shell-wallet-staking.md §7): where the game's fees go, the payment legs
 * that send them there inside the paying transaction, and the record of
 * every split that landed.
 */
export function createFeesService(deps: {
  db: Database;
  repo: FeesRepo;
  chain: Chain;
  accounts: GameAccounts;
  clock: Clock;
}) {
  const { db, repo, chain, accounts, clock } = deps;
  const { pools } = accounts;
  const addresses: Record<FeeWalletName, Address> = {
    farming: pools.farmingPool.address,
    staking: pools.stakingRewards.address,
    developer: pools.developer.address,
    // WLO's burn share is destroyed by an SPL burn; SOL's goes to the incinerator.
    burn: INCINERATOR,
    treasury: pools.treasury.address,
    liquidity: pools.liquidity.address,
  };
  const packPercent = (name: FeeWalletName) => PACK_SPLIT.find((s) => s.pool === name)?.percent ?? 0;
  const taxPercent = (name: FeeWalletName) => TOKEN_TAX_SPLIT.find((s) => s.pool === name)?.percent ?? 0;
  const nameOf = (walletAddress: string) =>
    FEE_WALLET_NAMES.find((name) => addresses[name] === walletAddress);

  function splitRow(split: RecordSplit) {
    return {
      id: randomUUID(),
      source: split.source,
      sourceId: split.sourceId,
      wallet: split.wallet,
      token: split.token,
      total: split.total,
      shares: split.shares.map((share) => ({
        name: share.name,
        address: share.address,
        percent: share.percent,
        amount: share.amount.toString(),
      })),
      signature: split.signature,
      createdAt: clock.now(),
    };
  }

  function toApi(row: FeeSplitRow): FeeDistribution {
    const decimals = decimalsOf(row.token);
    return {
      id: row.id,
      source: row.source,
      wallet: row.wallet,
      token: row.token,
      totalAmount: fromBaseUnits(row.total, decimals),
      shares: row.shares.map((share) => ({
        name: share.name as FeeWalletName,
        address: share.address,
        percent: share.percent,
        amount: fromBaseUnits(BigInt(share.amount), decimals),
      })),
      signature: row.signature,
      timestamp: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * A pack purchase's proceeds split farming 30 / staking 30 / developer 25
     * / burn 10 / treasury 5, to the base unit (rounding's remainder goes to
     * farming), and the payment legs that move each share inside the
     * purchase transaction.
     */
    packSplit(token: FeeToken, total: bigint): { shares: FeeShare[]; legs: PaymentLeg[] } {
      const amounts = splitBaseUnits(
        total,
        PACK_SPLIT.map((share) => share.percent),
      );
      const shares = PACK_SPLIT.map(({ pool, percent }, i) => ({
        name: pool,
        address: addresses[pool],
        percent,
        amount: amounts[i] ?? 0n,
      }));
      const legs = shares
        .filter((share) => share.amount > 0n)
        .map((share): PaymentLeg => {
          if (share.name === 'burn') {
            return token === 'WLO' ? { kind: 'wlo-burn', amount: share.amount } : solBurnLeg(share.amount);
          }
          return token === 'WLO'
            ? { kind: 'wlo-transfer', to: share.address, amount: share.amount }
            : { kind: 'sol-transfer', to: share.address, amount: share.amount };
        });
      return { shares, legs };
    },

    /** One fee wallet's part of a split its flow computed (e.g. the marketplace's 5 % to the treasury). */
    share(name: FeeWalletName, percent: number, amount: bigint): FeeShare {
      return { name, address: addresses[name], percent, amount };
    },

    /** Records a split that landed, inside the paying flow's transaction; once per source id. */
    async record(tx: Database, split: RecordSplit): Promise<void> {
      await repo.insert(splitRow(split), tx);
    },

    /** The same as a statement of the paying flow's batch (a settlement, db/batch.ts). */
    recordStatement(split: RecordSplit): Statement {
      return insertSplitStatement(splitRow(split));
    },

    config() {
      return {
        data: {
          packPurchaseSplit: PACK_SPLIT.map(({ pool, percent }) => ({ name: pool, percent })),
          tokenTaxPercent: TOKEN_TRANSACTION_FEE_PERCENT,
          tokenTaxSplit: TOKEN_TAX_SPLIT.map(({ pool, percent }) => ({ name: pool, percent })),
        },
      };
    },

    wallets() {
      return {
        data: {
          wallets: FEE_WALLET_NAMES.map((name) => ({
            name,
            address: addresses[name],
            share: packPercent(name),
            tokenTaxShare: taxPercent(name),
          })),
        },
      };
    },

    async balance(walletAddress: string) {
      const name = nameOf(walletAddress);
      if (!name) throw new WosError('NOT_FOUND', { message: 'Not a fee distribution wallet' });
      const owner = addresses[name];
      const [lamports, wlo, burned] = await Promise.all([
        chain.getLamports(owner),
        chain.getTokenBalance(owner, accounts.wloMint),
        name === 'burn' ? repo.burnedWlo(db) : Promise.resolve(null),
      ]);
      return {
        data: {
          name,
          address: owner,
          sol: fromBaseUnits(lamports, SOL_DECIMALS),
          wlo: fromBaseUnits(wlo, WLO_DECIMALS),
          ...(burned === null ? {} : { burnedWlo: fromBaseUnits(burned, WLO_DECIMALS) }),
        },
      };
    },

    async history(page: number, limit: number) {
      const { rows, total } = await repo.page(limit, (page - 1) * limit);
      return {
        data: {
          distributions: rows.map(toApi),
          pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
        },
      };
    },
  };
}

export type FeesService = ReturnType<typeof createFeesService>;
