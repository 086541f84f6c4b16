import { type Address, address, type Instruction } from '@solana/kit';
import { getAddMemoInstruction } from '@solana-program/memo';
import { MEMO_PROGRAM } from '@wos/svm';

/** Instructions the history tests sign: a compute unit price and a memo. */

export const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111');

/** ComputeBudget SetComputeUnitPrice: tag 3, u64 micro-lamports little-endian. */
export function computeUnitPrice(microLamports: bigint): Instruction {
  const data = new Uint8Array(9);
  data[0] = 3;
  new DataView(data.buffer).setBigUint64(1, microLamports, true);
  return { programAddress: COMPUTE_BUDGET, data };
}

/** ComputeBudget SetComputeUnitLimit: tag 2, u32 units little-endian. */
export function computeUnitLimit(units: number): Instruction {
  const data = new Uint8Array(5);
  data[0] = 2;
  new DataView(data.buffer).setUint32(1, units, true);
  return { programAddress: COMPUTE_BUDGET, data };
}

export function memo(text: string): Instruction {
  return getAddMemoInstruction({ memo: text }, { programAddress: MEMO_PROGRAM });
}

export interface SignatureInfo {
  signature: string;
  slot: number;
  err: unknown;
  memo: string | null;
  blockTime: number | null;
  confirmationStatus: string;
}

export type Addressed = { address: Address };
