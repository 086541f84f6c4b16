import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  message?: string | undefined;
}

export const DEFAULT_WALLET_REQUIRED_MESSAGE = 'Please connect your wallet to continue.';

/** Opened when an action needs a connected wallet. */
export function WalletRequiredDialog({ open, onClose, message }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Wallet Required"
      className="wallet-required"
      actions={
        <>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              onClose();
              void walletCommands.connect();
            }}
          >
            Connect Wallet
          </button>
        </>
      }
    >
      <p>{message ?? DEFAULT_WALLET_REQUIRED_MESSAGE}</p>
    </Dialog>
  );
}
