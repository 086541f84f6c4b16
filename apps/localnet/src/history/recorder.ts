import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { addressToBytes, base58Encode, type NativeAccount, type NativeSvm } from '@wos/svm';
import { FailedTransactionMetadata, type TransactionMetadata } from 'litesvm';
import { feeForMessage } from '../fee.ts';
import { fromMeta } from '../simulation.ts';
import type { LandedStatus } from '../status-store.ts';
import { TOKEN_2022_PROGRAM_ADDRESS, TOKEN_ACCOUNT_BYTES } from '../token-layout.ts';
import type { WireTransaction } from '../wire.ts';
import type { LandedTransaction, TokenBalanceRecord } from './landed.ts';
import { isWritable } from './message-view.ts';

const ADDRESS_BYTES = 32;
/** An address lookup table's data: a 56-byte header, then its addresses. */
const LOOKUP_TABLE_HEADER_BYTES = 56;
const TOKEN_PROGRAMS = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS].map((program) => ({
  address: program as string,
  bytes: Buffer.from(addressToBytes(program)),
}));
const ACCOUNT_TYPE_ACCOUNT = 2;

/** What was read before execution: every account the transaction names, and their balances. */
export interface BeforeLanding {
  keys: readonly Uint8Array[];
  /** Indexes of the accounts the transaction may change (the others read the same after). */
  writable: readonly number[];
  loaded: { writable: string[]; readonly: string[] };
  balances: bigint[];
  tokenBalances: TokenBalanceRecord[];
}

/** Program accounts' lamports by key (latin1 of its bytes): a program's balance does not move. */
const PROGRAM_CACHE_LIMIT = 10_000;
/** Token owners' addresses by key: read before and after, one base58 encoding serves both (and the next payout). */
const OWNER_CACHE_LIMIT = 10_000;

const keyOf = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * Reads what getTransaction's meta needs around an execution: balances and
 * token balances of the transaction's accounts before and after. Raw reads on
 * LiteSVM's native handle (no base58 per account), so it costs microseconds.
 */
export class LandingRecorder {
  /** A mint's address and decimals by key (they never change): no base58 per token balance. */
  private readonly mints = new Map<string, { mint: string; decimals: number }>();
  private readonly owners = new Map<string, string>();
  private readonly programLamports = new Map<string, bigint>();

  constructor(private readonly native: NativeSvm) {}

  before(wire: WireTransaction): BeforeLanding {
    const keys: Uint8Array[] = staticKeyBytes(wire.transaction.messageBytes as unknown as Uint8Array);
    const loaded = { writable: [] as string[], readonly: [] as string[] };
    const lookups = 'addressTableLookups' in wire.message ? (wire.message.addressTableLookups ?? []) : [];
    const loadedWritable: Uint8Array[] = [];
    const loadedReadonly: Uint8Array[] = [];
    for (const lookup of lookups) {
      const table = this.native.getAccount(addressToBytes(lookup.lookupTableAddress))?.data();
      if (!table) continue;
      for (const [indexes, keysOut, names] of [
        [lookup.writableIndexes, loadedWritable, loaded.writable],
        [lookup.readonlyIndexes, loadedReadonly, loaded.readonly],
      ] as const) {
        for (const index of indexes) {
          const start = LOOKUP_TABLE_HEADER_BYTES + index * ADDRESS_BYTES;
          const key = table.subarray(start, start + ADDRESS_BYTES);
          if (key.length !== ADDRESS_BYTES) continue;
          keysOut.push(key);
          names.push(base58Encode(key));
        }
      }
    }
    keys.push(...loadedWritable, ...loadedReadonly);
    const message = wire.message as typeof wire.message & { instructions: { programAddressIndex: number }[] };
    const programs = new Set(message.instructions.map((instruction) => instruction.programAddressIndex));
    const roles = {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      staticCount: keys.length - loadedWritable.length - loadedReadonly.length,
      loadedWritableCount: loadedWritable.length,
    };
    const writable: number[] = [];
    const balances: bigint[] = [];
    const tokenBalances: TokenBalanceRecord[] = [];
    keys.forEach((key, index) => {
      if (isWritable(roles, index) && !programs.has(index)) writable.push(index);
      if (programs.has(index)) balances.push(this.programBalance(key));
      else this.readInto(key, index, balances, tokenBalances);
    });
    return { keys, writable, loaded, balances, tokenBalances };
  }

  private programBalance(key: Uint8Array): bigint {
    const id = keyOf(key);
    let lamports = this.programLamports.get(id);
    if (lamports === undefined) {
      lamports = this.native.getAccount(key)?.lamports() ?? 0n;
      if (this.programLamports.size >= PROGRAM_CACHE_LIMIT) this.programLamports.clear();
      this.programLamports.set(id, lamports);
    }
    return lamports;
  }

  after(
    wire: WireTransaction,
    before: BeforeLanding,
    meta: TransactionMetadata | FailedTransactionMetadata,
    status: LandedStatus,
    blockTime: bigint,
  ): LandedTransaction {
    // Only writable accounts can change: the others are as they were read before.
    const balances = [...before.balances];
    const changed = new Set(before.writable);
    const tokenBalances = before.tokenBalances.filter((balance) => !changed.has(balance.accountIndex));
    for (const index of before.writable) {
      const found: bigint[] = [];
      this.readInto(before.keys[index] as Uint8Array, index, found, tokenBalances);
      balances[index] = found[0] ?? 0n;
    }
    tokenBalances.sort((a, b) => a.accountIndex - b.accountIndex);
    const report = fromMeta(meta instanceof FailedTransactionMetadata ? meta.meta() : meta);
    return {
      signature: wire.signature,
      slot: status.slot,
      blockTime,
      wire: wire.bytes,
      err: status.err,
      fee: feeForMessage(wire.message),
      preBalances: before.balances,
      postBalances: balances,
      preTokenBalances: before.tokenBalances,
      postTokenBalances: tokenBalances,
      logs: report.logs,
      computeUnitsConsumed: report.unitsConsumed,
      innerInstructions: report.innerInstructions,
      returnData: report.returnData,
      loadedAddresses: before.loaded,
    };
  }

  private readInto(key: Uint8Array, index: number, balances: bigint[], tokenBalances: TokenBalanceRecord[]) {
    const account = this.native.getAccount(key);
    balances.push(account?.lamports() ?? 0n);
    const token = account ? this.tokenBalance(account, index) : undefined;
    if (token) tokenBalances.push(token);
  }

  private tokenBalance(account: NativeAccount, accountIndex: number): TokenBalanceRecord | undefined {
    const ownerBytes = account.owner();
    const owner = Buffer.from(ownerBytes.buffer, ownerBytes.byteOffset, ownerBytes.byteLength);
    const program = TOKEN_PROGRAMS.find((candidate) => candidate.bytes.equals(owner));
    if (!program) return undefined;
    const data = Buffer.from(account.data());
    const isAccount =
      data.length === TOKEN_ACCOUNT_BYTES ||
      (program.address === TOKEN_2022_PROGRAM_ADDRESS &&
        data.length > TOKEN_ACCOUNT_BYTES &&
        data[TOKEN_ACCOUNT_BYTES] === ACCOUNT_TYPE_ACCOUNT);
    // state 0 is an uninitialized account.
    if (!isAccount || data[108] === 0) return undefined;
    const mint = this.mintOf(data.subarray(0, ADDRESS_BYTES));
    if (mint === undefined) return undefined;
    return {
      accountIndex,
      mint: mint.mint,
      decimals: mint.decimals,
      owner: this.ownerOf(data.subarray(32, 64)),
      programId: program.address,
      amount: data.readBigUInt64LE(64),
    };
  }

  private ownerOf(bytes: Uint8Array): string {
    const key = keyOf(bytes);
    let owner = this.owners.get(key);
    if (owner === undefined) {
      owner = base58Encode(bytes);
      if (this.owners.size >= OWNER_CACHE_LIMIT) this.owners.clear();
      this.owners.set(key, owner);
    }
    return owner;
  }

  /** A mint's address and decimals never change: read once (an uninitialized mint is read again). */
  private mintOf(mintBytes: Uint8Array): { mint: string; decimals: number } | undefined {
    const key = keyOf(mintBytes);
    const known = this.mints.get(key);
    if (known !== undefined) return known;
    const data = this.native.getAccount(mintBytes)?.data();
    // A mint's byte 45 is is_initialized; 44 its decimals.
    if (!data || data.length < 82 || data[45] !== 1) return undefined;
    const mint = { mint: base58Encode(mintBytes), decimals: data[44] ?? 0 };
    this.mints.set(key, mint);
    return mint;
  }
}

/** The static account keys, read from the message bytes (a v0 message starts with 0x80). */
function staticKeyBytes(message: Uint8Array): Uint8Array[] {
  let offset = (message[0] ?? 0) & 0x80 ? 1 : 0;
  offset += 3;
  let count = 0;
  for (let shift = 0; shift < 21; shift += 7) {
    const byte = message[offset++] ?? 0;
    count |= (byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) break;
  }
  const keys: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    keys.push(message.subarray(offset + index * ADDRESS_BYTES, offset + (index + 1) * ADDRESS_BYTES));
  }
  return keys;
}
