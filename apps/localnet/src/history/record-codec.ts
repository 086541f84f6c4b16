import { base58Encode } from '@wos/svm';
import type { InnerInstructionsJson, Simulation } from '../simulation.ts';
import type { TransactionErrorJson } from '../tx-error.ts';
import type { LandedTransaction, TokenBalanceRecord } from './landed.ts';

/** The first byte of a history record. */
export const RECORD_TRANSACTION = 1;
export const RECORD_HEADER = 0;

interface StoredTokenBalance {
  i: number;
  m: string;
  o: string;
  p: string;
  a: string;
  d: number;
}

/** The JSON part of a record; u64 values as decimal strings. */
interface StoredFields {
  slot: string;
  time: string;
  err: TransactionErrorJson | null;
  fee: string;
  pre: string[];
  post: string[];
  preT: StoredTokenBalance[];
  postT: StoredTokenBalance[];
  logs: readonly string[];
  cu: string;
  inner: readonly InnerInstructionsJson[];
  ret: Simulation['returnData'];
  lw: readonly string[];
  lr: readonly string[];
}

/** type byte, u16 wire length, the wire bytes, then the rest as JSON. */
export function encodeLanded(landed: LandedTransaction): Buffer {
  const fields: StoredFields = {
    slot: landed.slot.toString(),
    time: landed.blockTime.toString(),
    err: landed.err,
    fee: landed.fee.toString(),
    pre: landed.preBalances.map(String),
    post: landed.postBalances.map(String),
    preT: landed.preTokenBalances.map(storeTokenBalance),
    postT: landed.postTokenBalances.map(storeTokenBalance),
    logs: landed.logs,
    cu: landed.computeUnitsConsumed.toString(),
    inner: landed.innerInstructions,
    ret: landed.returnData,
    lw: landed.loadedAddresses.writable,
    lr: landed.loadedAddresses.readonly,
  };
  const head = Buffer.alloc(3);
  head[0] = RECORD_TRANSACTION;
  head.writeUInt16LE(landed.wire.length, 1);
  return Buffer.concat([head, landed.wire, Buffer.from(JSON.stringify(fields), 'utf8')]);
}

export function decodeLanded(payload: Buffer): LandedTransaction {
  if (payload[0] !== RECORD_TRANSACTION) throw new Error('not a transaction record');
  const wireLength = payload.readUInt16LE(1);
  const wire = new Uint8Array(payload.subarray(3, 3 + wireLength));
  const fields = JSON.parse(payload.toString('utf8', 3 + wireLength)) as StoredFields;
  return {
    signature: base58Encode(wire.subarray(1, 65)),
    slot: BigInt(fields.slot),
    blockTime: BigInt(fields.time),
    wire,
    err: fields.err,
    fee: BigInt(fields.fee),
    preBalances: fields.pre.map(BigInt),
    postBalances: fields.post.map(BigInt),
    preTokenBalances: fields.preT.map(readTokenBalance),
    postTokenBalances: fields.postT.map(readTokenBalance),
    logs: fields.logs,
    computeUnitsConsumed: BigInt(fields.cu),
    innerInstructions: fields.inner,
    returnData: fields.ret,
    loadedAddresses: { writable: fields.lw, readonly: fields.lr },
  };
}

/** A generation file's first record: the first slot whose blocks this file and the later ones hold whole. */
export function encodeHeader(floorSlot: bigint): Buffer {
  return Buffer.concat([Buffer.from([RECORD_HEADER]), Buffer.from(floorSlot.toString(), 'utf8')]);
}

export function decodeHeader(payload: Buffer): bigint {
  return BigInt(payload.toString('utf8', 1));
}

function storeTokenBalance(balance: TokenBalanceRecord): StoredTokenBalance {
  return {
    i: balance.accountIndex,
    m: balance.mint,
    o: balance.owner,
    p: balance.programId,
    a: balance.amount.toString(),
    d: balance.decimals,
  };
}

function readTokenBalance(stored: StoredTokenBalance): TokenBalanceRecord {
  return {
    accountIndex: stored.i,
    mint: stored.m,
    owner: stored.o,
    programId: stored.p,
    amount: BigInt(stored.a),
    decimals: stored.d,
  };
}
