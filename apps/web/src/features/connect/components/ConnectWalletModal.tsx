import { Dialog } from '../../../lib/ui/Dialog.tsx';
import { WalletButton } from './WalletButton.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Why the player is asked, e.g. 'Connect your wallet to view your farmers'. */
  reason?: string | undefined;
}

/** The custom 'Connect Wallet' modal: a reason, the wallet button, a close button. */
export function ConnectWalletModal({ open, onClose, reason }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title="Connect Wallet" className="connect-modal">
      {reason ? <p className="connect-modal__reason">{reason}</p> : null}
      <p>Connect with one of the available wallet providers or create a new one.</p>
      <div className="connect-modal__button">
        <WalletButton />
      </div>
    </Dialog>
  );
}
