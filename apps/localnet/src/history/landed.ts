import type { InnerInstructionsJson, Simulation } from '../simulation.ts';
import type { TransactionErrorJson } from '../tx-error.ts';

/** A token account's balance before or after a transaction, as meta.pre/postTokenBalances list it. */
export interface TokenBalanceRecord {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  amount: bigint;
  decimals: number;
}

/**
 * Everything getTransaction answers about a landed transaction, recorded when
 * it landed (LiteSVM keeps no history a restart would keep).
 */
export interface LandedTransaction {
  signature: string;
  slot: bigint;
  /** The chain clock's unix seconds when it executed. */
  blockTime: bigint;
  wire: Uint8Array;
  err: TransactionErrorJson | null;
  fee: bigint;
  /** Static accounts, then loaded writable, then loaded readonly: the order of every index. */
  preBalances: readonly bigint[];
  postBalances: readonly bigint[];
  preTokenBalances: readonly TokenBalanceRecord[];
  postTokenBalances: readonly TokenBalanceRecord[];
  logs: readonly string[];
  computeUnitsConsumed: bigint;
  innerInstructions: readonly InnerInstructionsJson[];
  returnData: Simulation['returnData'];
  loadedAddresses: { writable: readonly string[]; readonly: readonly string[] };
}
