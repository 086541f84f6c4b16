import { type Address, getAddressDecoder, type ReadonlyUint8Array } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;
export const TOKEN_PROGRAMS: readonly Address[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS];

export const TOKEN_ACCOUNT_BYTES = 165;
export const MINT_BYTES = 82;
/** Token-2022 writes the account type after the base layout when extensions follow. */
const ACCOUNT_TYPE_MINT = 1;
const ACCOUNT_TYPE_ACCOUNT = 2;

export interface TokenAccountLayout {
  mint: Address;
  owner: Address;
  amount: bigint;
  delegate: Address | null;
  state: 'uninitialized' | 'initialized' | 'frozen';
  /** Rent-exempt reserve of a wrapped-SOL account; null for any other. */
  isNative: bigint | null;
  delegatedAmount: bigint;
  closeAuthority: Address | null;
}

export interface MintLayout {
  mintAuthority: Address | null;
  supply: bigint;
  decimals: number;
  isInitialized: boolean;
  freezeAuthority: Address | null;
}

const addressDecoder = getAddressDecoder();
const STATES = ['uninitialized', 'initialized', 'frozen'] as const;

export function isTokenProgram(owner: Address): boolean {
  return TOKEN_PROGRAMS.includes(owner);
}

export function isTokenAccountData(owner: Address, data: ReadonlyUint8Array): boolean {
  if (!isTokenProgram(owner)) return false;
  if (data.length === TOKEN_ACCOUNT_BYTES) return true;
  return (
    owner === TOKEN_2022_PROGRAM_ADDRESS &&
    data.length > TOKEN_ACCOUNT_BYTES &&
    data[TOKEN_ACCOUNT_BYTES] === ACCOUNT_TYPE_ACCOUNT
  );
}

export function isMintData(owner: Address, data: ReadonlyUint8Array): boolean {
  if (!isTokenProgram(owner)) return false;
  if (data.length === MINT_BYTES) return true;
  return (
    owner === TOKEN_2022_PROGRAM_ADDRESS &&
    data.length > TOKEN_ACCOUNT_BYTES &&
    data[TOKEN_ACCOUNT_BYTES] === ACCOUNT_TYPE_MINT
  );
}

/** SPL Token's account layout (the first 165 bytes; Token-2022 extensions are not read). */
export function readTokenAccount(data: ReadonlyUint8Array): TokenAccountLayout | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const state = STATES[bytes[108] ?? 255];
  if (!state || state === 'uninitialized') return undefined;
  return {
    mint: addressAt(bytes, 0),
    owner: addressAt(bytes, 32),
    amount: bytes.readBigUInt64LE(64),
    delegate: optionalAddressAt(bytes, 72),
    state,
    isNative: bytes.readUInt32LE(109) === 1 ? bytes.readBigUInt64LE(113) : null,
    delegatedAmount: bytes.readBigUInt64LE(121),
    closeAuthority: optionalAddressAt(bytes, 129),
  };
}

export function readMint(data: ReadonlyUint8Array): MintLayout | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const isInitialized = bytes[45] === 1;
  if (!isInitialized) return undefined;
  return {
    mintAuthority: optionalAddressAt(bytes, 0),
    supply: bytes.readBigUInt64LE(36),
    decimals: bytes[44] ?? 0,
    isInitialized,
    freezeAuthority: optionalAddressAt(bytes, 46),
  };
}

function addressAt(bytes: Buffer, offset: number): Address {
  return addressDecoder.decode(bytes.subarray(offset, offset + 32));
}

/** A COption<Pubkey>: a u32 tag, then the key. */
function optionalAddressAt(bytes: Buffer, offset: number): Address | null {
  return bytes.readUInt32LE(offset) === 1 ? addressAt(bytes, offset + 4) : null;
}

/** Solana's UiTokenAmount. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(amount) / 10 ** decimals,
    uiAmountString: decimalString(amount, decimals),
  };
}

/** 1500000 with 6 decimals → "1.5"; trailing zeros and a bare point dropped. */
function decimalString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}
