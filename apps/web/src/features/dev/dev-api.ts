import { apiRequest } from '../../lib/api/client.ts';
import { sharedContract } from '../../lib/api/lazy-contract.ts';

// Called from the first load (a new Dev Wallet's sign-in): the contract comes with the call.
const airdropResponse = sharedContract('airdropResponse');

/** Localnet only: SOL and WLO for a new Dev Wallet player. */
export function requestAirdrop(walletAddress: string, sol: number, wlo: number) {
  return apiRequest('/dev/airdrop', {
    method: 'POST',
    body: { walletAddress, sol, wlo },
    schema: airdropResponse,
  });
}
