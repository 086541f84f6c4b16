import type { Address, Instruction } from '@solana/kit';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  COMPUTE_BUDGET_PROGRAM,
  type ComputeBudget,
  DEFAULT_UNITS_PER_INSTRUCTION,
  MAX_COMPUTE_UNITS,
  unitLimitData,
  unitPriceData,
} from '@wos/shared';
import type { Chain, PrioritizationFee } from './port.ts';

/** Recent fees are read again after this long (one read serves every payment meanwhile). */
const FEES_TTL_MS = 5_000;
/** A shape's simulated units are trusted this long. */
const UNITS_TTL_MS = 10 * 60_000;
/** A player's payment: the share of recent slots whose fee (for the accounts it writes) the price matches or beats. */
const PLAYER_FEE_PERCENTILE = 0.75;
/**
 * What the game pays (payouts): the median of the cluster's recent fees,
 * without an account filter (decided 2026-11-27). A fee read for the
 * accounts a payout writes can be raised by anyone: the pools' token
 * accounts are writable by any transfer to them, and a few cheap failing
 * transactions with a huge unit price set those accounts' recent fee.
 */
const PAYOUT_FEE_PERCENTILE = 0.5;
/** Units allowed above what the simulation used: balances and account states vary between payments. */
const UNIT_HEADROOM = 1.2;
const UNIT_STEP = 1_000;
/** Units a bump-seed search may cost beyond the simulated one's (eight more tries at about 1,500 each). */
const BUMP_SEARCH_MARGIN = 12_000;

export interface PriorityFeeSettings {
  /** The most priority fee one player-paid transaction may carry, lamports (the price is lowered to fit). */
  capLamports: bigint;
  /** The most priority fee one transaction the game pays (a payout) may carry, lamports. */
  payoutCapLamports: bigint;
}

interface Cached<T> {
  value: Promise<T>;
  until: number;
}

/**
 * The compute budget of the game's transactions, player payments and
 * payouts alike: a unit limit from a simulation of the same shape of
 * transaction (with headroom), and a price from the chain's recent
 * prioritization fees, capped by configuration: for a player's payment the
 * 75th percentile for the accounts it writes (`budget`), for a payout the
 * cluster's median with no account filter (`payoutBudget`,
 * docs/architecture.md §8.5). Both are cached, so a payment costs neither a
 * simulation nor a fee read in the common case.
 */
export class PriorityFees {
  private readonly fees = new Map<string, Cached<PrioritizationFee[]>>();
  private readonly units = new Map<string, Cached<number | null>>();

  constructor(
    private readonly chain: Chain,
    private readonly settings: PriorityFeeSettings,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The unit limit for transactions of `shape` (the same programs, account
   * counts and data sizes use the same units): `simulate` runs once per
   * shape and TTL; when it cannot tell (it would fail), the runtime's
   * default for `instructions` instructions. `searching` instructions
   * (associated token account creations) search for a bump seed, which costs
   * more for some wallets than for the one simulated: each gets a margin.
   */
  async unitLimit(
    shape: string,
    counts: { instructions: number; searching: number },
    simulate: () => Promise<number | null>,
  ): Promise<number> {
    const used = await this.cached(this.units, shape, UNITS_TTL_MS, () => simulate().catch(() => null));
    if (used === null) {
      this.units.delete(shape);
      return Math.min(MAX_COMPUTE_UNITS, counts.instructions * DEFAULT_UNITS_PER_INSTRUCTION);
    }
    const wanted = used * UNIT_HEADROOM + counts.searching * BUMP_SEARCH_MARGIN;
    return Math.min(MAX_COMPUTE_UNITS, Math.ceil(wanted / UNIT_STEP) * UNIT_STEP);
  }

  /**
   * The budget of a player-paid transaction of `unitLimit` units writing
   * `accounts`: the recent fees' 75th percentile for them, lowered to the cap.
   */
  async budget(accounts: readonly Address[], unitLimit: number): Promise<ComputeBudget> {
    const recent = await this.recentFees(accounts);
    return {
      unitLimit,
      microLamportsPerUnit: priorityPrice(
        recent,
        unitLimit,
        this.settings.capLamports,
        PLAYER_FEE_PERCENTILE,
      ),
    };
  }

  /**
   * The budget of a transaction the game pays (everything the payouts
   * outbox sends): the cluster's recent fees with no account filter, at the
   * median, lowered so that `unitLimit` units cost at most the payout cap.
   */
  async payoutBudget(unitLimit: number): Promise<ComputeBudget> {
    const recent = await this.recentFees([]);
    return {
      unitLimit,
      microLamportsPerUnit: priorityPrice(
        recent,
        unitLimit,
        this.settings.payoutCapLamports,
        PAYOUT_FEE_PERCENTILE,
      ),
    };
  }

  /** Recent slots' fees for transactions writing `accounts` (none: the cluster's), cached a few seconds. */
  private recentFees(accounts: readonly Address[]): Promise<PrioritizationFee[]> {
    const key = [...accounts].sort().join(',');
    return this.cached(this.fees, key, FEES_TTL_MS, () =>
      this.chain.getRecentPrioritizationFees(accounts),
    ).catch(() => {
      // A node that cannot tell: pay no priority rather than refuse the payment.
      this.fees.delete(key);
      return [];
    });
  }

  private cached<T>(
    map: Map<string, Cached<T>>,
    key: string,
    ttlMs: number,
    load: () => Promise<T>,
  ): Promise<T> {
    const now = this.now();
    const known = map.get(key);
    if (known && known.until > now) return known.value;
    const value = load();
    map.set(key, { value, until: now + ttlMs });
    return value;
  }
}

/**
 * The price per compute unit, micro-lamports: the recent slots' fee at the
 * percentile (0.5: the median, the upper middle one of an even count),
 * lowered so that `unitLimit` units cost at most `capLamports`.
 */
export function priorityPrice(
  recent: readonly PrioritizationFee[],
  unitLimit: number,
  capLamports: bigint,
  percentile: number = PLAYER_FEE_PERCENTILE,
): bigint {
  const fees = recent.map((fee) => fee.prioritizationFee).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const wanted = fees[Math.min(fees.length - 1, Math.floor(fees.length * percentile))] ?? 0n;
  const ceiling = (capLamports * 1_000_000n) / BigInt(Math.max(1, unitLimit));
  return wanted < ceiling ? wanted : ceiling;
}

/** The ComputeBudget instructions of a budget, first in a transaction. */
export function computeBudgetInstructions(budget: ComputeBudget): Instruction[] {
  const programAddress = COMPUTE_BUDGET_PROGRAM as Address;
  return [
    { programAddress, data: unitLimitData(budget.unitLimit) },
    { programAddress, data: unitPriceData(budget.microLamportsPerUnit) },
  ];
}

/** What decides a transaction's units: its programs, and the account count and data size of each instruction. */
export function instructionShape(instructions: readonly Instruction[]): string {
  return instructions
    .map(
      (instruction) =>
        `${instruction.programAddress}:${instruction.accounts?.length ?? 0}:${instruction.data?.length ?? 0}`,
    )
    .join('|');
}

/** Instructions that search for a bump seed: associated token account creations. */
export function searchingInstructions(instructions: readonly Instruction[]): number {
  return instructions.filter((instruction) => instruction.programAddress === ASSOCIATED_TOKEN_PROGRAM_ADDRESS)
    .length;
}
