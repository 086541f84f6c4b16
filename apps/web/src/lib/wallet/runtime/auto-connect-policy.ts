import type { Adapter } from '@solana/wallet-adapter-base';

/**
 * When the wallet provider may connect by itself:
 * - right after the player picks a wallet in the modal (one click, not two);
 * - at start, for the wallet remembered under `walletName`, only when `connectNow`: this tab
 *   still holds a session to restore, or the player's Connect click is what loaded the wallet
 *   code. Otherwise the remembered wallet waits and the button reads Connect.
 */
export function createAutoConnectPolicy(rememberedName: string | null, connectNow: boolean) {
  let first = true;
  return async (adapter: Adapter): Promise<boolean> => {
    const isRemembered = first && adapter.name === rememberedName;
    first = false;
    return isRemembered ? connectNow : true;
  };
}
