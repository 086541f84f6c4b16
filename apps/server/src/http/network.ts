import { type Network, WosError } from '@wos/shared';

/** Calls name the network they mean; a call for another network is refused. */
export function assertNetwork(requested: Network | undefined, served: Network): void {
  if (requested !== undefined && requested !== served) {
    throw new WosError('INVALID_NETWORK', `This server runs on ${served}, not ${requested}`);
  }
}
