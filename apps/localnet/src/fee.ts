import type { Address, CompiledTransactionMessage } from '@solana/kit';

export const LAMPORTS_PER_SIGNATURE = 5_000n;
const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111' as Address;
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_COMPUTE_UNITS = 1_400_000n;
const MICRO_LAMPORTS_PER_LAMPORT = 1_000_000n;

/** The fee a message pays: 5000 lamports a signature plus its priority fee (compute unit price × limit). */
export function feeForMessage(message: CompiledTransactionMessage): bigint {
  const base = LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts);
  if (!('instructions' in message)) return base;
  let limit: bigint | undefined;
  let microLamportsPerUnit = 0n;
  let otherInstructions = 0n;
  for (const instruction of message.instructions) {
    const data = instruction.data;
    if (message.staticAccounts[instruction.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM || !data) {
      otherInstructions += 1n;
      continue;
    }
    const view = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (view[0] === SET_COMPUTE_UNIT_LIMIT && view.length >= 5) limit = BigInt(view.readUInt32LE(1));
    if (view[0] === SET_COMPUTE_UNIT_PRICE && view.length >= 9)
      microLamportsPerUnit = view.readBigUInt64LE(1);
  }
  if (microLamportsPerUnit === 0n) return base;
  const units = limit ?? DEFAULT_UNITS_PER_INSTRUCTION * otherInstructions;
  const cappedUnits = units > MAX_COMPUTE_UNITS ? MAX_COMPUTE_UNITS : units;
  const priority =
    (microLamportsPerUnit * cappedUnits + MICRO_LAMPORTS_PER_LAMPORT - 1n) / MICRO_LAMPORTS_PER_LAMPORT;
  return base + priority;
}
