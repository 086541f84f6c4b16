import { callNodeExtra } from '@wos/svm';
import type { Services } from '../../src/app/services.ts';
import { inFlight, settle } from '../crash/verify.ts';

/** One more than a blockhash's lifetime (150 slots): every blockhash handed out before the warp expires. */
const EXPIRING_WARP_SLOTS = 151;
const MAX_WARPS = 5;

export interface Settled {
  /** Payouts and payments still in flight when the API processes stopped. */
  inFlightAtStop: number;
  /** Times the node's slots were moved past every open blockhash. */
  warps: number;
  /** Still in flight after settling (a problem when not 0). */
  open: number;
}

async function warpSlots(rpcUrl: string): Promise<void> {
  await callNodeExtra(rpcUrl, 'wos_warpSlots', [EXPIRING_WARP_SLOTS]);
}

/**
 * The crash test's settle on the local node. A payout whose transaction
 * was signed but maybe never sent (its process killed in between) is
 * rebuilt only once its blockhash can no longer land: on a node that is
 * 150 slots, a minute of wall time. Rather than wait, the node's slots are
 * moved on (wos_warpSlots), as that minute passing would.
 */
export async function settleOnNode(services: Services, rpcUrl: string): Promise<Settled> {
  const inFlightAtStop = await inFlight(services);
  let open = await settle(services);
  let warps = 0;
  while (open > 0 && warps < MAX_WARPS) {
    await warpSlots(rpcUrl);
    warps += 1;
    open = await settle(services);
  }
  return { inFlightAtStop, warps, open };
}
