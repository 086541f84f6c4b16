import { airdropResponse } from '@wos/shared';
import { apiRequest } from '../../lib/api/client.ts';

/** Localnet only: SOL and WLO for a new Dev Wallet player. */
export function requestAirdrop(walletAddress: string, sol: number, wlo: number) {
  return apiRequest('/dev/airdrop', {
    method: 'POST',
    body: { walletAddress, sol, wlo },
    schema: airdropResponse,
  });
}
