import type { KeyPairSigner } from '@solana/kit';
import type { Network } from '@wos/shared';
import type { LaunchKeys } from './keys-step.ts';
import type { LaunchRpc } from './launch-rpc.ts';
import type { Sender } from './sender.ts';

/** What a step did: made something new, did its work on what exists, found nothing to do, or (--mint) lacks. */
export type StepStatus = 'created' | 'done' | 'skipped' | 'needs';

export interface StepLine {
  status: StepStatus;
  step: string;
  /** Addresses and amounts only, never a secret. */
  detail: string;
  /** What it cost (or, planned, will cost) the payer: fees, rent, SOL sent. */
  lamports: bigint;
}

export interface StepContext {
  rpc: LaunchRpc;
  sender: Sender;
  payer: KeyPairSigner;
  keys: LaunchKeys;
  network: Network;
  /** --mint given: nothing is created or minted on the mint. */
  givenMint: boolean;
  poolLamports: bigint;
  /** False: read the chain and report what would be done, sending nothing (the plan, --dry-run). */
  act: boolean;
  report(line: StepLine): void;
}

/** The base fee of a transaction: 5000 lamports a signature. */
export function feeOf(signatures: number): bigint {
  return 5_000n * BigInt(signatures);
}
