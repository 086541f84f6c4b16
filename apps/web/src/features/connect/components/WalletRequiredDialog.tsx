import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { DialogActions } from '../../../lib/ui/DialogActions.tsx';
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
        <DialogActions
          dismissLabel="Cancel"
          onDismiss={onClose}
          actionLabel="Connect Wallet"
          onAction={() => {
            onClose();
            void walletCommands.connect();
          }}
        />
      }
    >
      <p>{message ?? DEFAULT_WALLET_REQUIRED_MESSAGE}</p>
    </Dialog>
  );
}
