import type { Address } from '@solana/kit';
import { accountJson, readEncoding } from '../account-json.ts';
import { MAX_SIGNATURES_PER_ADDRESS } from '../address-signatures.ts';
import { feeForMessage } from '../fee.ts';
import type { Ledger } from '../ledger.ts';
import { invalidParam, invalidParams, RPC_CODES, RpcError } from '../rpc-error.ts';
import type { Simulation } from '../simulation.ts';
import { BLOCKHASH_VALID_SLOTS } from '../slot-clock.ts';
import type { LandedStatus } from '../status-store.ts';
import { decodeWireTransaction, signaturesAreValid, type WireEncoding } from '../wire.ts';
import {
  addressParam,
  type Config,
  configParam,
  contextSlot,
  type Method,
  required,
  u64Param,
  withContext,
} from './params.ts';

const MAX_SIGNATURE_STATUSES = 256;
/** Without searchTransactionHistory a node answers from its status cache: about 300 slots. */
const STATUS_CACHE_SLOTS = 300n;
const SIGNATURE_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

function wireEncoding(config: Config): WireEncoding {
  const encoding = config.encoding ?? 'base58';
  if (encoding === 'base58' || encoding === 'base64') return encoding;
  throw invalidParams(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`);
}

export const transactionMethods: Record<string, Method> = {
  sendTransaction: async (params, ledger) => {
    const config = configParam(params[1]);
    const wire = decodeWireTransaction(required(params, 0, 'data'), wireEncoding(config));
    contextSlot(ledger, config);
    await ledger.send(wire, config.skipPreflight === true);
    return wire.signature;
  },
  simulateTransaction: (params, ledger) => {
    const config = configParam(params[1]);
    const wire = decodeWireTransaction(required(params, 0, 'data'), wireEncoding(config));
    const sigVerify = config.sigVerify === true;
    const replaceRecentBlockhash = config.replaceRecentBlockhash === true;
    if (sigVerify && replaceRecentBlockhash) {
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    }
    if (sigVerify && !signaturesAreValid(wire)) {
      throw new RpcError(
        RPC_CODES.signatureVerificationFailure,
        'Transaction signature verification failure',
      );
    }
    const simulation = ledger.simulate(wire, { sigVerify, replaceRecentBlockhash });
    const latest = ledger.slots.latest();
    return withContext(ledger, config, {
      err: simulation.err,
      logs: simulation.logs,
      accounts: simulatedAccounts(ledger, simulation, config.accounts),
      unitsConsumed: simulation.unitsConsumed,
      returnData: simulation.returnData,
      innerInstructions: config.innerInstructions === true ? simulation.innerInstructions : null,
      replacementBlockhash: replaceRecentBlockhash
        ? { blockhash: latest.blockhash, lastValidBlockHeight: latest.slot + BLOCKHASH_VALID_SLOTS }
        : null,
      fee: simulation.err === null ? feeForMessage(wire.message) : null,
      loadedAddresses: null,
      preBalances: null,
      postBalances: null,
      preTokenBalances: null,
      postTokenBalances: null,
    });
  },
  getSignatureStatuses: (params, ledger) => {
    const signatures = required(params, 0, 'signatures');
    if (!Array.isArray(signatures)) throw invalidParams('Invalid params: signatures must be an array');
    if (signatures.length > MAX_SIGNATURE_STATUSES) {
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    }
    const config = configParam(params[1]);
    const slot = contextSlot(ledger, config);
    const searchHistory = config.searchTransactionHistory === true;
    const value = signatures.map((signature) => {
      if (typeof signature !== 'string' || !SIGNATURE_PATTERN.test(signature)) throw invalidParam('Invalid');
      const status = ledger.statusOf(signature);
      if (!status || (!searchHistory && slot - status.slot > STATUS_CACHE_SLOTS)) return null;
      return statusJson(status);
    });
    return withContext(ledger, config, value);
  },
  getSignaturesForAddress: (params, ledger) => {
    const address = addressParam(required(params, 0, 'address'));
    const config = configParam(params[1]);
    contextSlot(ledger, config);
    const limit = config.limit === undefined ? MAX_SIGNATURES_PER_ADDRESS : Number(config.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_PER_ADDRESS) {
      throw invalidParams('Invalid limit; max 1000');
    }
    const optional = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const before = optional(config.before);
    const until = optional(config.until);
    return ledger
      .signaturesFor(address, { limit, ...(before ? { before } : {}), ...(until ? { until } : {}) })
      .map((entry) => ({
        signature: entry.signature,
        slot: entry.slot,
        err: entry.err,
        memo: null,
        blockTime: null,
        confirmationStatus: 'finalized',
      }));
  },
  requestAirdrop: async (params, ledger) => {
    const address = addressParam(required(params, 0, 'pubkey'));
    const lamports = u64Param(required(params, 1, 'lamports'), 'lamports');
    if (lamports === 0n) throw invalidParams('Invalid params: lamports must be greater than 0');
    contextSlot(ledger, configParam(params[2]));
    return ledger.airdrop(address, lamports);
  },
};

/**
 * A landed transaction is final as soon as it is on disk (this node is its
 * whole cluster), so it reports `finalized`, whose confirmations are null.
 */
export function statusJson(status: LandedStatus) {
  return {
    slot: status.slot,
    confirmations: null,
    err: status.err,
    status: status.err === null ? { Ok: null } : { Err: status.err },
    confirmationStatus: 'finalized',
  };
}

function simulatedAccounts(ledger: Ledger, simulation: Simulation, requested: unknown) {
  if (requested === undefined || requested === null) return null;
  const { addresses, encoding } = requested as { addresses?: unknown; encoding?: unknown };
  if (!Array.isArray(addresses)) throw invalidParams('Invalid params: accounts.addresses must be an array');
  const accountEncoding = readEncoding(encoding, 'base64');
  if (accountEncoding === 'binary' || accountEncoding === 'base58') {
    throw invalidParams('base58 encoding not supported');
  }
  return addresses.map((value) => {
    const address: Address = addressParam(value);
    const posted = simulation.postAccounts.get(address);
    const account = posted ?? ledger.svm.getAccount(address);
    if (!('lamports' in account) || account.lamports === 0n) return null;
    return accountJson(ledger.svm, account, accountEncoding);
  });
}
