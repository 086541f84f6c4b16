import type { EncodedAccount, ReadonlyUint8Array } from '@solana/kit';
import { accountJson, accountOrNull, readDataSlice, readEncoding } from '../account-json.ts';
import { invalidParams } from '../rpc-error.ts';
import { decodeBytes } from '../wire.ts';
import { addressParam, configParam, type Method, required, withContext } from './params.ts';

const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_FILTERS = 4;

export const accountMethods: Record<string, Method> = {
  getBalance: (params, ledger) => {
    const address = addressParam(required(params, 0, 'pubkey'));
    return withContext(ledger, configParam(params[1]), ledger.svm.getBalance(address) ?? 0n);
  },
  getAccountInfo: (params, ledger) => {
    const address = addressParam(required(params, 0, 'pubkey'));
    const config = configParam(params[1]);
    const encoding = readEncoding(config.encoding, 'binary');
    const value = accountOrNull(ledger.svm, address, encoding, readDataSlice(config.dataSlice));
    return withContext(ledger, config, value);
  },
  getMultipleAccounts: (params, ledger) => {
    const addresses = required(params, 0, 'pubkeys');
    if (!Array.isArray(addresses)) throw invalidParams('Invalid params: pubkeys must be an array');
    if (addresses.length > MAX_MULTIPLE_ACCOUNTS) {
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    }
    const config = configParam(params[1]);
    const encoding = readEncoding(config.encoding, 'base64');
    const slice = readDataSlice(config.dataSlice);
    const value = addresses.map((address) =>
      accountOrNull(ledger.svm, addressParam(address), encoding, slice),
    );
    return withContext(ledger, config, value);
  },
  getProgramAccounts: (params, ledger) => {
    const program = addressParam(required(params, 0, 'program_id'));
    const config = configParam(params[1]);
    const encoding = readEncoding(config.encoding, 'binary');
    const slice = readDataSlice(config.dataSlice);
    const matches = accountFilter(config.filters);
    const value = ledger.svm
      .getProgramAccounts(program)
      .filter(matches)
      .map((account) => ({
        pubkey: account.address,
        account: accountJson(ledger.svm, account, encoding, slice),
      }));
    return config.withContext === true ? withContext(ledger, config, value) : value;
  },
};

/** getProgramAccounts' dataSize and memcmp filters, all of which must match. */
export function accountFilter(filters: unknown): (account: EncodedAccount) => boolean {
  if (filters === undefined || filters === null) return () => true;
  if (!Array.isArray(filters)) throw invalidParams('Invalid params: filters must be an array');
  if (filters.length > MAX_FILTERS) throw invalidParams(`Too many filters provided; max ${MAX_FILTERS}`);
  const tests = filters.map((filter): ((data: ReadonlyUint8Array) => boolean) => {
    const { dataSize, memcmp } = (filter ?? {}) as { dataSize?: unknown; memcmp?: unknown };
    if (typeof dataSize === 'number') return (data) => data.length === dataSize;
    if (memcmp && typeof memcmp === 'object') {
      const { offset, bytes, encoding } = memcmp as { offset?: unknown; bytes?: unknown; encoding?: unknown };
      if (typeof offset !== 'number') throw invalidParams('Invalid params: memcmp needs an offset');
      const wanted = Buffer.from(decodeBytes(bytes, encoding === 'base64' ? 'base64' : 'base58'));
      return (data) =>
        offset + wanted.length <= data.length &&
        Buffer.from(data.buffer, data.byteOffset + offset, wanted.length).equals(wanted);
    }
    throw invalidParams('Invalid params: unknown filter');
  });
  return (account) => tests.every((test) => test(account.data));
}
