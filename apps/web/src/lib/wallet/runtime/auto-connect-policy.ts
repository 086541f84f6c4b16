/**
 * When the runtime may connect a wallet by itself:
 * - right after the player picks a wallet in the modal (one click, not two);
 * - at start, for the wallet remembered under `walletName`, only when `connectNow`: this tab
 *   still holds a session to restore, or the player's Connect click is what loaded the wallet
 *   code. Otherwise the remembered wallet waits and the button reads Connect.
 * Asked once per selected wallet, when that wallet is there to connect.
 */
export function createAutoConnectPolicy(rememberedName: string | null, connectNow: boolean) {
  let first = true;
  return (walletName: string): boolean => {
    const isRemembered = first && walletName === rememberedName;
    first = false;
    return isRemembered ? connectNow : true;
  };
}
