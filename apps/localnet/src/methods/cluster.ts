import { getCompiledTransactionMessageDecoder } from '@solana/kit';
import { feeForMessage } from '../fee.ts';
import { invalidParams } from '../rpc-error.ts';
import { SLOTS_PER_EPOCH } from '../slot-clock.ts';
import { decodeBytes } from '../wire.ts';
import {
  API_VERSION,
  configParam,
  contextSlot,
  type Method,
  required,
  u64Param,
  withContext,
} from './params.ts';

/** The feature set a 2.2 cluster reports; clients only show it. */
const FEATURE_SET = 3_294_202_862;
const messageDecoder = getCompiledTransactionMessageDecoder();

export const clusterMethods: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': FEATURE_SET }),
  getGenesisHash: (_params, ledger) => ledger.slots.genesisHash(),
  getIdentity: (_params, ledger) => ({ identity: ledger.faucet.address }),
  getSlot: (params, ledger) => contextSlot(ledger, configParam(params[0])),
  // Every slot has a block: height equals slot.
  getBlockHeight: (params, ledger) => contextSlot(ledger, configParam(params[0])),
  getTransactionCount: (params, ledger) => {
    contextSlot(ledger, configParam(params[0]));
    return ledger.transactionCount;
  },
  getEpochSchedule: () => ({
    firstNormalEpoch: 0,
    firstNormalSlot: 0,
    leaderScheduleSlotOffset: SLOTS_PER_EPOCH,
    slotsPerEpoch: SLOTS_PER_EPOCH,
    warmup: false,
  }),
  getEpochInfo: (params, ledger) => {
    const slot = contextSlot(ledger, configParam(params[0]));
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: slot / SLOTS_PER_EPOCH,
      slotIndex: slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: ledger.transactionCount,
    };
  },
  getLatestBlockhash: (params, ledger) => {
    const config = configParam(params[0]);
    const { blockhash, lastValidBlockHeight } = ledger.slots.latest();
    return withContext(ledger, config, { blockhash, lastValidBlockHeight });
  },
  isBlockhashValid: (params, ledger) => {
    const blockhash = required(params, 0, 'blockhash');
    if (typeof blockhash !== 'string') throw invalidParams('Invalid params: blockhash must be a string');
    return withContext(ledger, configParam(params[1]), ledger.slots.isValid(blockhash));
  },
  getMinimumBalanceForRentExemption: (params, ledger) =>
    ledger.svm.minimumBalanceForRentExemption(u64Param(required(params, 0, 'data_len'), 'data_len')),
  getFeeForMessage: (params, ledger) => {
    const bytes = decodeBytes(required(params, 0, 'message'), 'base64');
    let message: ReturnType<typeof messageDecoder.decode> & { lifetimeToken?: string };
    try {
      message = messageDecoder.decode(bytes);
    } catch (error) {
      throw invalidParams(`invalid message: ${error instanceof Error ? error.message : String(error)}`);
    }
    const valid = message.lifetimeToken !== undefined && ledger.slots.isValid(message.lifetimeToken);
    return withContext(ledger, configParam(params[1]), valid ? feeForMessage(message) : null);
  },
};
