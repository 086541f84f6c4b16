import type { Address } from '@solana/kit';
import { isAddressText } from '@wos/svm';
import type { Ledger } from '../ledger.ts';
import { invalidParam, invalidParams, RPC_CODES, RpcError } from '../rpc-error.ts';

/** The version this node reports, in getVersion and every response's context. */
export const API_VERSION = '2.2.7';

export type Params = readonly unknown[];
export type Method = (params: Params, ledger: Ledger) => unknown;
export type Config = Record<string, unknown>;

export function required(params: Params, index: number, name: string): unknown {
  const value = params[index];
  if (value === undefined) throw invalidParams(`Invalid params: missing field \`${name}\``);
  return value;
}

export function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !isAddressText(value)) throw invalidParam('Invalid');
  return value;
}

export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalidParams('Invalid params: invalid type: expected a config object');
  }
  return value as Config;
}

export function u64Param(value: unknown, name: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'bigint' && value >= 0n) return value;
  throw invalidParams(`Invalid params: ${name} must be a non-negative integer`);
}

/** The current slot, after checking the client's minContextSlot (error -32016 as Solana answers). */
export function contextSlot(ledger: Ledger, config: Config): bigint {
  const slot = ledger.slots.currentSlot();
  const min = config.minContextSlot;
  if (typeof min === 'number' && BigInt(min) > slot) {
    throw new RpcError(RPC_CODES.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: slot,
    });
  }
  return slot;
}

/** A value-wrapped result: `{context: {apiVersion, slot}, value}`. */
export function withContext(ledger: Ledger, config: Config, value: unknown) {
  return { context: { apiVersion: API_VERSION, slot: contextSlot(ledger, config) }, value };
}
