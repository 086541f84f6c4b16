import { invalidParams } from '../rpc-error.ts';
import { type Method, required, u64Param } from './params.ts';

/**
 * Methods only this local node has, for the game server's dev tools and for
 * tests. A real cluster answers them with -32601 (method not found).
 */
export const devMethods: Record<string, Method> = {
  /** Sets the chain clock (Clock sysvar unix_timestamp) to `seconds`; it then runs on with wall time. */
  wos_setUnixTime: (params, ledger) => {
    const seconds = required(params, 0, 'seconds');
    if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds)) {
      throw invalidParams('Invalid params: seconds must be an integer');
    }
    ledger.setUnixTime(BigInt(seconds));
    return { unixTime: ledger.chainUnixTime() };
  },
  wos_getUnixTime: (_params, ledger) => ledger.chainUnixTime(),
  /** Moves the slot forward by n: blockhashes older than 150 slots from the new slot expire. */
  wos_warpSlots: (params, ledger) => {
    const slots = u64Param(required(params, 0, 'slots'), 'slots');
    return { slot: ledger.warpSlots(slots) };
  },
  /** Takes a snapshot now (the journal keeps everything anyway; this shortens the next start). */
  wos_checkpoint: (_params, ledger) => {
    ledger.checkpoint();
    return true;
  },
  /** The faucet that pays requestAirdrop. */
  wos_getFaucet: (_params, ledger) => ({
    address: ledger.faucet.address,
    lamports: ledger.svm.getBalance(ledger.faucet.address) ?? 0n,
  }),
};
