import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  isSignerRole,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { paymentInstructions } from '../../chain/payment.ts';
import type { BlockhashLifetime, Chain } from '../../chain/port.ts';
import { memoInstruction } from '../../chain/token.ts';
import type { PayoutRow } from './repo.ts';

/** The most a Solana transaction may weigh on the wire. */
export const MAX_TRANSACTION_BYTES = 1232;

/** Bytes of the transaction these instructions make, signatures included. */
function wireSize(
  feePayer: KeyPairSigner,
  instructions: readonly Instruction[],
  lifetime: BlockhashLifetime,
) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return getTransactionEncoder().encode(compileTransaction(message)).length;
}

/** Bytes of Solana's compact-u16 length prefix. */
function compactU16Bytes(length: number): number {
  return length < 0x80 ? 1 : length < 0x4000 ? 2 : 3;
}

/**
 * The wire size of a v0 transaction without lookup tables, counted as
 * instructions are added instead of compiling the message each time (which
 * made planning a batch quadratic in its length): signatures, header, the
 * distinct account keys, blockhash and each instruction's bytes.
 */
class WireSizeCounter {
  private readonly keys = new Set<string>();
  private readonly signers = new Set<string>();
  private instructionCount = 0;
  private instructionBytes = 0;

  constructor(feePayer: string) {
    this.keys.add(feePayer);
    this.signers.add(feePayer);
  }

  add(instructions: readonly Instruction[]): void {
    for (const instruction of instructions) {
      this.keys.add(instruction.programAddress);
      const metas = instruction.accounts ?? [];
      for (const meta of metas) {
        this.keys.add(meta.address);
        if (isSignerRole(meta.role)) this.signers.add(meta.address);
      }
      const data = instruction.data?.length ?? 0;
      this.instructionCount += 1;
      this.instructionBytes +=
        1 + compactU16Bytes(metas.length) + metas.length + compactU16Bytes(data) + data;
    }
  }

  size(): number {
    const signatures = compactU16Bytes(this.signers.size) + 64 * this.signers.size;
    const keys = compactU16Bytes(this.keys.size) + 32 * this.keys.size;
    // version prefix, 3-byte header, keys, blockhash, instructions, empty lookup-table list
    return (
      signatures + 1 + 3 + keys + 32 + compactU16Bytes(this.instructionCount) + this.instructionBytes + 1
    );
  }
}

/**
 * The instructions of the longest prefix of `rows` (one pool's payouts) that
 * fits one transaction, and that prefix. Token accounts that exist already
 * are not created again, which is what lets ~20 transfers fit. The size is
 * counted as rows are added and checked once by compiling the result; should
 * the two ever disagree, the prefix is found by compiling, as before.
 */
export async function planPayoutBatch(input: {
  pool: KeyPairSigner;
  rows: readonly PayoutRow[];
  mint: ReturnType<typeof address>;
  chain: Chain;
  lifetime: BlockhashLifetime;
  memo: string;
}): Promise<{ instructions: Instruction[]; included: PayoutRow[] }> {
  const { pool, rows, mint, chain, lifetime } = input;
  const memo = memoInstruction(input.memo);
  const counter = new WireSizeCounter(pool.address);
  counter.add([memo]);
  const legsOf: Instruction[][] = [];
  const included: PayoutRow[] = [];
  for (const row of rows) {
    const legs = await paymentInstructions(
      { payer: pool, legs: [{ kind: 'wlo-transfer', to: address(row.wallet), amount: row.amount }] },
      { mint, chain },
    );
    counter.add(legs);
    if (included.length > 0 && counter.size() > MAX_TRANSACTION_BYTES) break;
    legsOf.push(legs);
    included.push(row);
  }
  const instructions = legsOf.flat();
  if (wireSize(pool, [...instructions, memo], lifetime) <= MAX_TRANSACTION_BYTES) {
    return { instructions: [...instructions, memo], included };
  }
  return planByCompiling(pool, included, legsOf, memo, lifetime);
}

/** The longest prefix found by compiling after each row (the counter's fallback). */
function planByCompiling(
  pool: KeyPairSigner,
  rows: readonly PayoutRow[],
  legsOf: readonly Instruction[][],
  memo: Instruction,
  lifetime: BlockhashLifetime,
): { instructions: Instruction[]; included: PayoutRow[] } {
  let instructions: Instruction[] = [];
  const included: PayoutRow[] = [];
  for (const [i, row] of rows.entries()) {
    const next = [...instructions, ...(legsOf[i] ?? [])];
    if (included.length > 0 && wireSize(pool, [...next, memo], lifetime) > MAX_TRANSACTION_BYTES) break;
    instructions = next;
    included.push(row);
  }
  return { instructions: [...instructions, memo], included };
}
