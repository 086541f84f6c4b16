import { formatInteger } from '../../lib/format/number.ts';
import { toast } from '../../lib/toast/toast-store.ts';
import { requestAirdrop } from './dev-api.ts';

/** What a new Dev Wallet player receives on localnet, so they can play at once. */
export const STARTER_SOL = 10;
export const STARTER_WLO = 10_000;

export async function grantStarterFunds(walletAddress: string): Promise<void> {
  try {
    await requestAirdrop(walletAddress, STARTER_SOL, STARTER_WLO);
    toast.success(`Dev Wallet funded with ${STARTER_SOL} SOL and ${formatInteger(STARTER_WLO)} WLO`);
  } catch (error) {
    console.error(error);
    toast.warning('Could not fund the Dev Wallet. You can still sign in.');
  }
}
