import { type Address, type EncodedAccount, getBase58Decoder } from '@solana/kit';
import { readAccount } from '@wos/svm';
import type { LiteSVM } from 'litesvm';
import { invalidParams, RPC_CODES, RpcError } from './rpc-error.ts';
import {
  isMintData,
  isTokenAccountData,
  readMint,
  readTokenAccount,
  TOKEN_2022_PROGRAM_ADDRESS,
  uiTokenAmount,
} from './token-layout.ts';

export type AccountEncoding = 'binary' | 'base58' | 'base64' | 'jsonParsed';
export interface DataSlice {
  offset: number;
  length: number;
}

/** Rent-exempt accounts report u64::MAX, as current clusters do. */
const RENT_EPOCH = 18_446_744_073_709_551_615n;
const BASE58_LIMIT = 128;
const base58 = getBase58Decoder();

export function readEncoding(value: unknown, fallback: AccountEncoding): AccountEncoding {
  if (value === undefined || value === null) return fallback;
  if (value === 'binary' || value === 'base58' || value === 'base64' || value === 'jsonParsed') return value;
  if (value === 'base64+zstd')
    throw invalidParams('Invalid params: base64+zstd encoding is not supported by this node');
  throw invalidParams(
    `Invalid params: unknown variant \`${String(value)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\`, \`base64+zstd\``,
  );
}

export function readDataSlice(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined;
  const slice = value as Partial<DataSlice>;
  if (typeof slice.offset !== 'number' || typeof slice.length !== 'number') {
    throw invalidParams('Invalid params: dataSlice needs numeric offset and length');
  }
  return { offset: slice.offset, length: slice.length };
}

/** Solana's UiAccount for an existing account. */
export function accountJson(
  svm: LiteSVM,
  account: EncodedAccount,
  encoding: AccountEncoding,
  slice?: DataSlice,
): Record<string, unknown> {
  return {
    data: encodeData(svm, account, encoding, slice),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: RENT_EPOCH,
    space: account.data.length,
  };
}

export function accountOrNull(
  svm: LiteSVM,
  address: Address,
  encoding: AccountEncoding,
  slice?: DataSlice,
): Record<string, unknown> | null {
  const account = readAccount(svm, address);
  return account.exists ? accountJson(svm, account, encoding, slice) : null;
}

function encodeData(
  svm: LiteSVM,
  account: EncodedAccount,
  encoding: AccountEncoding,
  slice?: DataSlice,
): unknown {
  if (encoding === 'jsonParsed' && !slice) {
    const parsed = parseTokenData(svm, account);
    if (parsed) return parsed;
  }
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data;
  if (encoding === 'binary' || encoding === 'base58') {
    if (data.length > BASE58_LIMIT) {
      throw new RpcError(
        RPC_CODES.invalidRequest,
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      );
    }
    return encoding === 'binary' ? base58.decode(data) : [base58.decode(data), 'base58'];
  }
  // base64, and jsonParsed for data no parser knows (as real nodes fall back).
  return [Buffer.from(data).toString('base64'), 'base64'];
}

/** jsonParsed for SPL Token (and Token-2022's base layout) accounts and mints. */
export function parseTokenData(svm: LiteSVM, account: EncodedAccount): Record<string, unknown> | undefined {
  const owner = account.programAddress;
  const program = owner === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token';
  const space = account.data.length;
  if (isTokenAccountData(owner, account.data)) {
    const token = readTokenAccount(account.data);
    const decimals = token ? mintDecimals(svm, token.mint) : undefined;
    if (!token || decimals === undefined) return undefined;
    const info: Record<string, unknown> = {
      isNative: token.isNative !== null,
      mint: token.mint,
      owner: token.owner,
      state: token.state,
      tokenAmount: uiTokenAmount(token.amount, decimals),
    };
    if (token.delegate) {
      info.delegate = token.delegate;
      info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
    }
    if (token.isNative !== null) info.rentExemptReserve = uiTokenAmount(token.isNative, decimals);
    if (token.closeAuthority) info.closeAuthority = token.closeAuthority;
    return { program, parsed: { info, type: 'account' }, space };
  }
  if (isMintData(owner, account.data)) {
    const mint = readMint(account.data);
    if (!mint) return undefined;
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: 'mint',
      },
      space,
    };
  }
  return undefined;
}

export function mintDecimals(svm: LiteSVM, mint: Address): number | undefined {
  const account = svm.getAccount(mint);
  if (!account.exists || !isMintData(account.programAddress, account.data)) return undefined;
  return readMint(account.data)?.decimals;
}
