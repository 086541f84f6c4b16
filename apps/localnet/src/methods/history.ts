import type { HistoryEntry } from '../history/history-entry.ts';
import { MAX_PRIORITIZATION_FEE_ACCOUNTS, recentPrioritizationFees } from '../history/priority-fees.ts';
import {
  decodeLandedMessage,
  type TransactionEncoding,
  transactionAccounts,
  transactionWithMeta,
} from '../history/transaction-json.ts';
import type { Ledger } from '../ledger.ts';
import { invalidParam, invalidParams, RPC_CODES, RpcError } from '../rpc-error.ts';
import {
  addressParam,
  type Config,
  configParam,
  contextSlot,
  type Method,
  required,
  u64Param,
} from './params.ts';

const SIGNATURE_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;
const MAX_SIGNATURES_LIMIT = 1000;
const MAX_SLOT_RANGE = 500_000n;

/** getTransaction's and getBlock's config may be only the encoding, in the old form. */
function encodingConfig(value: unknown): Config {
  return typeof value === 'string' ? { encoding: value } : configParam(value);
}

function transactionEncoding(config: Config): TransactionEncoding {
  const encoding = config.encoding ?? 'json';
  if (encoding === 'binary') return 'base58';
  if (encoding === 'json' || encoding === 'jsonParsed' || encoding === 'base64' || encoding === 'base58') {
    return encoding;
  }
  throw invalidParams(
    `Invalid params: unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base64\`, \`base58\`, \`json\`, \`jsonParsed\``,
  );
}

function confirmedCommitment(config: Config): void {
  if (config.commitment === 'processed') {
    throw invalidParams('Method does not support commitment below `confirmed`');
  }
}

/** Whether answers carry `version`; refuses a v0 transaction to a client that did not say it reads them. */
function versionCheck(config: Config, versions: readonly ('legacy' | 0)[]): boolean {
  const max = config.maxSupportedTransactionVersion;
  if (max !== undefined && max !== null && max !== 0) {
    throw invalidParams(`Invalid params: unsupported maxSupportedTransactionVersion ${String(max)}`);
  }
  const supportsV0 = max === 0;
  if (!supportsV0 && versions.includes(0)) {
    throw new RpcError(
      RPC_CODES.unsupportedTransactionVersion,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    );
  }
  return supportsV0;
}

function signatureParam(value: unknown): string {
  if (typeof value !== 'string' || !SIGNATURE_PATTERN.test(value)) throw invalidParam('Invalid');
  return value;
}

function optionalSignature(value: unknown): string | undefined {
  return value === undefined || value === null ? undefined : signatureParam(value);
}

/** A slot this node produced and still holds the block of, else Solana's error for it. */
function availableSlot(ledger: Ledger, value: unknown): bigint {
  const slot = u64Param(value, 'slot');
  if (slot > ledger.slots.currentSlot()) {
    throw new RpcError(RPC_CODES.blockNotAvailable, `Block not available for slot ${slot}`);
  }
  const first = ledger.history.floorSlot;
  if (slot < first) {
    throw new RpcError(
      RPC_CODES.blockCleanedUp,
      `Block ${slot} cleaned up, does not exist on node. First available block: ${first}`,
    );
  }
  return slot;
}

function signatureJson(entry: HistoryEntry) {
  return {
    signature: entry.signature,
    slot: entry.slot,
    err: entry.err,
    memo: entry.memo,
    blockTime: entry.blockTime,
    confirmationStatus: 'finalized',
  };
}

/** Every slot has a block here (block height equals slot): the available ones in [start, end]. */
function slotsBetween(ledger: Ledger, start: bigint, end: bigint): bigint[] {
  const from = start > ledger.history.floorSlot ? start : ledger.history.floorSlot;
  const current = ledger.slots.currentSlot();
  const to = end < current ? end : current;
  const slots: bigint[] = [];
  for (let slot = from; slot <= to; slot++) slots.push(slot);
  return slots;
}

export const historyMethods: Record<string, Method> = {
  getTransaction: (params, ledger) => {
    const signature = signatureParam(required(params, 0, 'signature'));
    const config = encodingConfig(params[1]);
    const encoding = transactionEncoding(config);
    confirmedCommitment(config);
    contextSlot(ledger, config);
    const found = ledger.history.transaction(signature);
    if (!found) return null;
    const withVersion = versionCheck(config, [found.entry.version]);
    return {
      slot: found.entry.slot,
      blockTime: found.entry.blockTime,
      ...transactionWithMeta(decodeLandedMessage(found.landed), encoding, withVersion),
    };
  },
  getSignaturesForAddress: (params, ledger) => {
    const address = addressParam(required(params, 0, 'address'));
    const config = configParam(params[1]);
    confirmedCommitment(config);
    contextSlot(ledger, config);
    const limit = config.limit ?? MAX_SIGNATURES_LIMIT;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_LIMIT) {
      throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_LIMIT}`);
    }
    const before = optionalSignature(config.before);
    const until = optionalSignature(config.until);
    return ledger.history
      .signaturesFor(address, { limit, ...(before ? { before } : {}), ...(until ? { until } : {}) })
      .map(signatureJson);
  },
  getBlock: (params, ledger) => {
    const slot = availableSlot(ledger, required(params, 0, 'slot'));
    const config = encodingConfig(params[1]);
    const encoding = transactionEncoding(config);
    confirmedCommitment(config);
    const details = config.transactionDetails ?? 'full';
    if (details !== 'full' && details !== 'signatures' && details !== 'none' && details !== 'accounts') {
      throw invalidParams(
        `Invalid params: unknown variant \`${String(details)}\`, expected one of \`full\`, \`signatures\`, \`none\`, \`accounts\``,
      );
    }
    const entries = ledger.history.inSlot(slot);
    const withVersion = versionCheck(
      config,
      details === 'full' || details === 'accounts' ? entries.map((entry) => entry.version) : [],
    );
    const block = {
      blockHeight: slot,
      blockTime: ledger.blockTime(slot),
      blockhash: ledger.slots.blockhashAt(slot),
      parentSlot: slot > 0n ? slot - 1n : 0n,
      previousBlockhash: ledger.slots.blockhashAt(slot > 0n ? slot - 1n : 0n),
    };
    const rewards = config.rewards === false ? {} : { rewards: [] };
    const decoded = () => entries.map((entry) => decodeLandedMessage(ledger.history.landed(entry)));
    switch (details) {
      case 'none':
        return { ...block, ...rewards };
      case 'signatures':
        return { ...block, signatures: entries.map((entry) => entry.signature), ...rewards };
      case 'accounts':
        return {
          ...block,
          transactions: decoded().map((one) => transactionAccounts(one, withVersion)),
          ...rewards,
        };
      default:
        return {
          ...block,
          transactions: decoded().map((one) => transactionWithMeta(one, encoding, withVersion)),
          ...rewards,
        };
    }
  },
  getBlockTime: (params, ledger) => ledger.blockTime(availableSlot(ledger, required(params, 0, 'slot'))),
  getBlocks: (params, ledger) => {
    const start = u64Param(required(params, 0, 'start_slot'), 'start_slot');
    const endParam = params[1];
    const end =
      typeof endParam === 'number' || typeof endParam === 'bigint'
        ? u64Param(endParam, 'end_slot')
        : ledger.slots.currentSlot();
    if (end >= start && end - start > MAX_SLOT_RANGE) {
      throw invalidParams(`Slot range too large; max ${MAX_SLOT_RANGE}`);
    }
    return slotsBetween(ledger, start, end);
  },
  getBlocksWithLimit: (params, ledger) => {
    const start = u64Param(required(params, 0, 'start_slot'), 'start_slot');
    const limit = u64Param(required(params, 1, 'limit'), 'limit');
    if (limit > MAX_SLOT_RANGE) throw invalidParams(`Limit too large; max ${MAX_SLOT_RANGE}`);
    return limit === 0n ? [] : slotsBetween(ledger, start, start + limit - 1n);
  },
  getFirstAvailableBlock: (_params, ledger) => ledger.history.floorSlot,
  getRecentPrioritizationFees: (params, ledger) => {
    const accounts = params[0] ?? [];
    if (!Array.isArray(accounts)) throw invalidParams('Invalid params: accounts must be an array');
    if (accounts.length > MAX_PRIORITIZATION_FEE_ACCOUNTS) {
      throw invalidParams(`Too many inputs provided; max ${MAX_PRIORITIZATION_FEE_ACCOUNTS}`);
    }
    return recentPrioritizationFees(ledger.history, ledger.slots.currentSlot(), accounts.map(addressParam));
  },
};
