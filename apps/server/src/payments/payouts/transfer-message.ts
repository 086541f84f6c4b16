import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  COMPUTE_BUDGET_PROGRAM,
  type ComputeBudget,
  unitLimitData,
  unitPriceData,
  WLO_DECIMALS,
} from '@wos/shared';
import { addressToBytes, MEMO_PROGRAM } from '@wos/svm';
import { compactU16Length, writeCompactU16 } from '../../chain/compact-u16.ts';

/** The most a Solana transaction may weigh on the wire. */
export const MAX_TRANSACTION_BYTES = 1232;
/** Accounts one transaction may lock (Solana's limit; some clusters allow more). */
export const MAX_TRANSACTION_ACCOUNTS = 64;

const TOKEN_PROGRAM = addressToBytes(TOKEN_PROGRAM_ADDRESS);
const ASSOCIATED_TOKEN_PROGRAM = addressToBytes(ASSOCIATED_TOKEN_PROGRAM_ADDRESS);
const SYSTEM_PROGRAM = addressToBytes(SYSTEM_PROGRAM_ADDRESS);
const MEMO = addressToBytes(MEMO_PROGRAM);
const COMPUTE_BUDGET = addressToBytes(COMPUTE_BUDGET_PROGRAM);
/** SetComputeUnitLimit (tag + u32) and SetComputeUnitPrice (tag + u64): their sizes never change. */
const BUDGET_INSTRUCTIONS = 2;
/** SPL Token's TransferChecked and the associated token program's CreateIdempotent. */
const TRANSFER_CHECKED = 12;
const CREATE_IDEMPOTENT = 1;

/** One WLO payment of a batch, as account bytes (decoded once, never per build). */
export interface TransferLeg {
  /** The payee's associated token account. */
  destination: Uint8Array;
  /** Base units. */
  amount: bigint;
  /** The payee's wallet, when its token account must be created first (the pool pays the rent). */
  createFor?: Uint8Array | undefined;
}

export interface PoolAccountBytes {
  /** The pool wallet: fee payer, signer, transfer authority. */
  wallet: Uint8Array;
  /** Its WLO token account, the source of every transfer. */
  source: Uint8Array;
  mint: Uint8Array;
}

interface Key {
  bytes: Uint8Array;
  writable: boolean;
}

interface CompiledInstruction {
  program: Uint8Array;
  accounts: Uint8Array[];
  data: Uint8Array;
}

function instructionBytes(instruction: CompiledInstruction): number {
  const { accounts, data } = instruction;
  return (
    1 + compactU16Length(accounts.length) + accounts.length + compactU16Length(data.length) + data.length
  );
}

const keyOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, 32).toString('latin1');

/**
 * A v0 transaction message of WLO transfers from one pool, written byte by
 * byte: each leg costs its destination's 32 bytes and 17 of instruction, so
 * about twenty fit the 1,232-byte limit (a leg that creates the payee's
 * token account costs two keys and 10 more bytes). Legs are added while they
 * fit; the size is exact, so nothing is compiled to find out. The compute
 * budget comes first (its values are given to compile; its size is fixed).
 * The pool signs alone; the memo (last) makes each attempt's signature unique.
 */
export class TransferMessage {
  private readonly keys = new Map<string, Key>();
  private readonly instructions: CompiledInstruction[] = [];
  private readonly memo: CompiledInstruction;
  private instructionTotal = 0;
  private legCount = 0;
  private creates = 0;

  constructor(
    private readonly pool: PoolAccountBytes,
    memo: string,
  ) {
    this.keys.set(keyOf(pool.wallet), { bytes: pool.wallet, writable: true });
    this.memo = { program: MEMO, accounts: [], data: new TextEncoder().encode(memo) };
    this.keys.set(keyOf(MEMO), { bytes: MEMO, writable: false });
    this.keys.set(keyOf(COMPUTE_BUDGET), { bytes: COMPUTE_BUDGET, writable: false });
    this.instructionTotal =
      instructionBytes(this.memo) +
      budgetInstructions({ unitLimit: 0, microLamportsPerUnit: 0n }).reduce(
        (sum, instruction) => sum + instructionBytes(instruction),
        0,
      );
  }

  get legs(): number {
    return this.legCount;
  }

  /** Token account creations among the legs (they search for a bump seed). */
  get creations(): number {
    return this.creates;
  }

  /** What decides the units it uses: its legs, creations and memo size. */
  get shape(): string {
    return `${this.legCount}:${this.creates}:${this.memo.data.length}`;
  }

  /** All instructions, the budget's included. */
  get instructionCount(): number {
    return this.instructions.length + 1 + BUDGET_INSTRUCTIONS;
  }

  /** Adds the leg when the message still fits with it; false (and nothing changed) when it does not. */
  tryAdd(leg: TransferLeg): boolean {
    const { wallet, source, mint } = this.pool;
    const added: CompiledInstruction[] = [];
    if (leg.createFor) {
      added.push({
        program: ASSOCIATED_TOKEN_PROGRAM,
        accounts: [wallet, leg.destination, leg.createFor, mint, SYSTEM_PROGRAM, TOKEN_PROGRAM],
        data: Uint8Array.of(CREATE_IDEMPOTENT),
      });
    }
    const data = new Uint8Array(10);
    data[0] = TRANSFER_CHECKED;
    new DataView(data.buffer).setBigUint64(1, leg.amount, true);
    data[9] = WLO_DECIMALS;
    added.push({ program: TOKEN_PROGRAM, accounts: [source, mint, leg.destination, wallet], data });

    const writable = new Set([keyOf(wallet), keyOf(source), keyOf(leg.destination)]);
    const fresh = new Map<string, Key>();
    for (const instruction of added) {
      for (const bytes of [instruction.program, ...instruction.accounts]) {
        const key = keyOf(bytes);
        if (!this.keys.has(key)) fresh.set(key, { bytes, writable: writable.has(key) });
      }
    }
    const keyCount = this.keys.size + fresh.size;
    const bytes = added.reduce((sum, instruction) => sum + instructionBytes(instruction), 0);
    if (
      this.legCount > 0 &&
      (keyCount > MAX_TRANSACTION_ACCOUNTS ||
        this.size(keyCount, this.instructions.length + added.length, this.instructionTotal + bytes) >
          MAX_TRANSACTION_BYTES)
    ) {
      return false;
    }
    for (const [key, value] of fresh) this.keys.set(key, value);
    // A destination first seen read-only (a payee's wallet that is also someone's token account) becomes writable.
    for (const key of writable) {
      const known = this.keys.get(key);
      if (known) known.writable = true;
    }
    this.instructions.push(...added);
    this.instructionTotal += bytes;
    this.legCount += 1;
    if (leg.createFor) this.creates += 1;
    return true;
  }

  /** Wire bytes of the signed transaction: one signature, the version byte, header, keys, blockhash, instructions, no lookup tables. */
  private size(keys: number, instructions: number, instructionTotal: number): number {
    return (
      1 +
      64 +
      1 +
      3 +
      compactU16Length(keys) +
      32 * keys +
      32 +
      compactU16Length(instructions + 1 + BUDGET_INSTRUCTIONS) +
      instructionTotal +
      1
    );
  }

  /** Wire size of the transaction once signed. */
  wireSize(): number {
    return this.size(this.keys.size, this.instructions.length, this.instructionTotal);
  }

  /** The message bytes to sign: the pool first (the only signer), then writable keys, then read-only ones. */
  compile(blockhash: Uint8Array, budget: ComputeBudget): Uint8Array {
    const poolKey = keyOf(this.pool.wallet);
    const rest = [...this.keys].filter(([key]) => key !== poolKey);
    const ordered = [
      poolKey,
      ...rest.filter(([, key]) => key.writable).map(([key]) => key),
      ...rest.filter(([, key]) => !key.writable).map(([key]) => key),
    ];
    const index = new Map(ordered.map((key, i) => [key, i]));
    const readonly = rest.filter(([, key]) => !key.writable).length;
    const out: number[] = [0x80, 1, 0, readonly];
    writeCompactU16(out, ordered.length);
    const message = new Uint8Array(this.wireSize() - 65);
    let offset = 0;
    const flush = () => {
      message.set(out, offset);
      offset += out.length;
      out.length = 0;
    };
    flush();
    for (const key of ordered) {
      message.set(this.keys.get(key)!.bytes, offset);
      offset += 32;
    }
    message.set(blockhash, offset);
    offset += 32;
    const instructions = [...budgetInstructions(budget), ...this.instructions, this.memo];
    writeCompactU16(out, instructions.length);
    for (const instruction of instructions) {
      out.push(index.get(keyOf(instruction.program))!);
      writeCompactU16(out, instruction.accounts.length);
      for (const account of instruction.accounts) out.push(index.get(keyOf(account))!);
      writeCompactU16(out, instruction.data.length);
      flush();
      message.set(instruction.data, offset);
      offset += instruction.data.length;
    }
    // No address lookup tables.
    out.push(0);
    flush();
    if (offset !== message.length)
      throw new Error(`payout message is ${offset} bytes, counted ${message.length}`);
    return message;
  }
}

function budgetInstructions(budget: ComputeBudget): CompiledInstruction[] {
  return [
    { program: COMPUTE_BUDGET, accounts: [], data: unitLimitData(budget.unitLimit) },
    { program: COMPUTE_BUDGET, accounts: [], data: unitPriceData(budget.microLamportsPerUnit) },
  ];
}
