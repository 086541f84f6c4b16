import { base58Decode, base58Encode } from '@wos/svm';
import { uiTokenAmount } from '../token-layout.ts';
import { parseWireTransaction } from '../wire.ts';
import type { LandedTransaction, TokenBalanceRecord } from './landed.ts';
import { type AccountRoles, isSigner, isWritable, type MessageView, messageView } from './message-view.ts';
import { parsedInstruction } from './parsed-instructions.ts';

export type TransactionEncoding = 'json' | 'jsonParsed' | 'base64' | 'base58';

const SIGNATURE_BYTES = 64;

/** A landed transaction decoded once for the shapes below. */
export interface DecodedLanded {
  landed: LandedTransaction;
  message: MessageView;
  signatures: string[];
  /** Static, loaded writable, loaded readonly. */
  keys: string[];
  roles: AccountRoles;
}

export function decodeLandedMessage(landed: LandedTransaction): DecodedLanded {
  const message = messageView(parseWireTransaction(landed.wire).message);
  const count = landed.wire[0] ?? 0;
  const signatures: string[] = [];
  for (let index = 0; index < count; index++) {
    const start = 1 + index * SIGNATURE_BYTES;
    signatures.push(base58Encode(landed.wire.subarray(start, start + SIGNATURE_BYTES)));
  }
  const { writable, readonly } = landed.loadedAddresses;
  return {
    landed,
    message,
    signatures,
    keys: [...message.staticAccounts, ...writable, ...readonly],
    roles: {
      ...message.header,
      staticCount: message.staticAccounts.length,
      loadedWritableCount: writable.length,
    },
  };
}

/** `{transaction, meta, version?}` as getTransaction and getBlock (full) write them. */
export function transactionWithMeta(
  decoded: DecodedLanded,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  return {
    transaction: transactionJson(decoded, encoding),
    meta: metaJson(decoded, encoding === 'jsonParsed'),
    ...(withVersion ? { version: decoded.message.version } : {}),
  };
}

/** getBlock with transactionDetails "accounts": the keys and signatures, balances only. */
export function transactionAccounts(decoded: DecodedLanded, withVersion: boolean) {
  const { landed } = decoded;
  return {
    transaction: { accountKeys: parsedAccountKeys(decoded), signatures: decoded.signatures },
    meta: {
      err: landed.err,
      status: statusOf(landed),
      fee: landed.fee,
      preBalances: landed.preBalances,
      postBalances: landed.postBalances,
      preTokenBalances: landed.preTokenBalances.map(tokenBalanceJson),
      postTokenBalances: landed.postTokenBalances.map(tokenBalanceJson),
    },
    ...(withVersion ? { version: decoded.message.version } : {}),
  };
}

function transactionJson(decoded: DecodedLanded, encoding: TransactionEncoding) {
  const { landed, message, signatures } = decoded;
  if (encoding === 'base64') return [Buffer.from(landed.wire).toString('base64'), 'base64'];
  if (encoding === 'base58') return [base58Encode(landed.wire), 'base58'];
  const lookups =
    message.version === 0
      ? {
          addressTableLookups: message.lookups.map((lookup) => ({
            accountKey: lookup.accountKey,
            writableIndexes: lookup.writableIndexes,
            readonlyIndexes: lookup.readonlyIndexes,
          })),
        }
      : {};
  if (encoding === 'json') {
    return {
      signatures,
      message: {
        accountKeys: message.staticAccounts,
        header: message.header,
        instructions: message.instructions.map((instruction) => ({
          programIdIndex: instruction.programIdIndex,
          accounts: instruction.accounts,
          data: base58Encode(instruction.data),
          stackHeight: null,
        })),
        recentBlockhash: message.recentBlockhash,
        ...lookups,
      },
    };
  }
  const keyAt = (index: number) => decoded.keys[index] ?? '';
  return {
    signatures,
    message: {
      accountKeys: parsedAccountKeys(decoded),
      instructions: message.instructions.map((instruction) =>
        parsedInstruction(
          keyAt(instruction.programIdIndex),
          instruction.accounts.map(keyAt),
          instruction.data,
          null,
        ),
      ),
      recentBlockhash: message.recentBlockhash,
      ...lookups,
    },
  };
}

/** jsonParsed's account keys. A program the message invokes is never writable, as the runtime demotes it. */
function parsedAccountKeys(decoded: DecodedLanded) {
  const invoked = new Set(decoded.message.instructions.map((instruction) => instruction.programIdIndex));
  return decoded.keys.map((pubkey, index) => ({
    pubkey,
    signer: isSigner(decoded.roles, index),
    writable: isWritable(decoded.roles, index) && !invoked.has(index),
    source: index < decoded.roles.staticCount ? 'transaction' : 'lookupTable',
  }));
}

function metaJson(decoded: DecodedLanded, parsed: boolean) {
  const { landed } = decoded;
  const keyAt = (index: number) => decoded.keys[index] ?? '';
  return {
    err: landed.err,
    status: statusOf(landed),
    fee: landed.fee,
    preBalances: landed.preBalances,
    postBalances: landed.postBalances,
    innerInstructions: landed.innerInstructions.map((inner) => ({
      index: inner.index,
      instructions: parsed
        ? inner.instructions.map((instruction) =>
            parsedInstruction(
              keyAt(instruction.programIdIndex),
              instruction.accounts.map(keyAt),
              Buffer.from(base58Decode(instruction.data)),
              instruction.stackHeight,
            ),
          )
        : inner.instructions,
    })),
    logMessages: landed.logs,
    preTokenBalances: landed.preTokenBalances.map(tokenBalanceJson),
    postTokenBalances: landed.postTokenBalances.map(tokenBalanceJson),
    rewards: [],
    // jsonParsed lists loaded addresses among the account keys instead.
    ...(parsed ? {} : { loadedAddresses: landed.loadedAddresses }),
    ...(landed.returnData ? { returnData: landed.returnData } : {}),
    computeUnitsConsumed: landed.computeUnitsConsumed,
  };
}

function statusOf(landed: LandedTransaction) {
  return landed.err === null ? { Ok: null } : { Err: landed.err };
}

/** A transaction's token balance; a zero amount has uiAmount null, as Solana stores it. */
function tokenBalanceJson(balance: TokenBalanceRecord) {
  const amount = uiTokenAmount(balance.amount, balance.decimals);
  return {
    accountIndex: balance.accountIndex,
    mint: balance.mint,
    owner: balance.owner,
    programId: balance.programId,
    uiTokenAmount: { ...amount, uiAmount: balance.amount === 0n ? null : amount.uiAmount },
  };
}
