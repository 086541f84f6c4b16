import { describe, expect, it } from 'vitest';
import { decodeBase58 } from '../base58.ts';
import {
  COMPUTE_BUDGET_PROGRAM,
  priorityFeeLamports,
  transactionFees,
  unitLimitData,
  unitPriceData,
} from './compute-budget.ts';

const key = (fill: number) => new Uint8Array(32).fill(fill);

/** A wire transaction, version 0 or legacy, with one signer and the given instructions. */
function wireOf(
  instructions: { program: number; data: Uint8Array }[],
  keys: Uint8Array[],
  version0 = true,
): Uint8Array {
  const bytes: number[] = [1, ...new Array(64).fill(7)];
  if (version0) bytes.push(0x80);
  bytes.push(1, 0, keys.length - 1, keys.length);
  for (const k of keys) bytes.push(...k);
  bytes.push(...key(9), instructions.length);
  for (const instruction of instructions)
    bytes.push(instruction.program, 0, instruction.data.length, ...instruction.data);
  if (version0) bytes.push(0);
  return Uint8Array.from(bytes);
}

const budgetProgram = decodeBase58(COMPUTE_BUDGET_PROGRAM) as Uint8Array;

describe('the compute budget a transaction carries', () => {
  it('reads the limit and the price the server wrote, and the fee they cost', () => {
    const wire = wireOf(
      [
        { program: 1, data: unitLimitData(48_000) },
        { program: 1, data: unitPriceData(25_000n) },
        { program: 2, data: Uint8Array.of(12, 1, 2, 3) },
      ],
      [key(1), budgetProgram, key(3)],
    );
    expect(transactionFees(wire)).toEqual({
      unitLimit: 48_000,
      microLamportsPerUnit: 25_000n,
      baseFeeLamports: 5_000n,
      // 48,000 units × 25,000 micro-lamports = 1,200 lamports.
      priorityFeeLamports: 1_200n,
    });
  });

  it('charges no priority without a price, and gives each instruction the default units without a limit', () => {
    const wire = wireOf(
      [
        { program: 1, data: Uint8Array.of(1) },
        { program: 1, data: Uint8Array.of(2) },
      ],
      [key(1), key(2)],
      false,
    );
    expect(transactionFees(wire)).toMatchObject({
      unitLimit: 400_000,
      microLamportsPerUnit: 0n,
      priorityFeeLamports: 0n,
    });
  });

  it('rounds a fraction of a lamport up, as the runtime does', () => {
    expect(priorityFeeLamports({ unitLimit: 1_001, microLamportsPerUnit: 1_000n })).toBe(2n);
  });

  it('refuses bytes that end inside the message', () => {
    const wire = wireOf([{ program: 1, data: unitLimitData(1) }], [key(1), budgetProgram]);
    expect(() => transactionFees(wire.slice(0, 100))).toThrow();
  });
});
