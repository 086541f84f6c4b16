import { useEffect, useRef, useState } from 'react';
import { shortenAddress } from '../../../lib/format/address.ts';
import { useCopyToClipboard } from '../../../lib/hooks/useCopyToClipboard.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { useWalletState } from '../../../lib/wallet/wallet-store.ts';
import { useAuth } from '../../auth/index.ts';

/** Spec: the Copy address item reads 'Copied' for 400 ms. */
export const COPIED_LABEL_MS = 400;

const LABELS = {
  'no-wallet': 'Select Wallet',
  'has-wallet': 'Connect',
  connecting: 'Connecting ...',
  disconnecting: 'Disconnecting ...',
} as const;

function WalletIconImage({ src, name }: { src: string | null; name: string | null }) {
  if (!src) return null;
  return (
    <img className="wallet-button__icon" src={src} alt={name ? `${name} icon` : ''} width={22} height={22} />
  );
}

/**
 * The navbar's wallet button: Select Wallet, Connect, Connecting ..., or the shortened
 * address with a menu (Copy address, Change wallet, Disconnect).
 */
export function WalletButton({ className = '' }: { className?: string }) {
  const wallet = useWalletState();
  const { phase } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const { copied, copy } = useCopyToClipboard(COPIED_LABEL_MS);
  const root = useRef<HTMLDivElement>(null);

  const connected = wallet.state === 'connected' && wallet.address !== null;
  const busy = wallet.state === 'connecting' || phase === 'signing-in';

  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) return;
      setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  useEffect(() => {
    if (!connected) setMenuOpen(false);
  }, [connected]);

  let label: string = LABELS[wallet.state === 'connected' ? 'connecting' : wallet.state];
  if (busy) label = LABELS.connecting;
  else if (connected && wallet.address) label = shortenAddress(wallet.address);

  const onClick = () => {
    if (connected) setMenuOpen((open) => !open);
    else if (wallet.state === 'no-wallet') void walletCommands.openModal();
    else if (wallet.state === 'has-wallet') void walletCommands.connect();
  };

  const onCopy = async () => {
    if (!wallet.address) return;
    if (!(await copy(wallet.address))) toast.error('Could not copy the address');
  };

  return (
    <div className={`wallet-button ${className}`} ref={root}>
      <button
        type="button"
        className={`btn btn--wallet ${connected && !busy ? 'btn--wallet-connected' : ''}`}
        onClick={onClick}
        disabled={busy || wallet.state === 'disconnecting'}
        aria-haspopup={connected ? 'menu' : undefined}
        aria-expanded={connected ? menuOpen : undefined}
        data-testid="wallet-button"
      >
        {connected || wallet.state === 'has-wallet' ? (
          <WalletIconImage src={wallet.walletIcon} name={wallet.walletName} />
        ) : null}
        <span className="wallet-button__label">{label}</span>
      </button>
      {connected && menuOpen ? (
        <div className="wallet-menu" role="menu" aria-label="Wallet">
          <button type="button" role="menuitem" className="wallet-menu__item" onClick={() => void onCopy()}>
            {copied ? 'Copied' : 'Copy address'}
          </button>
          <button
            type="button"
            role="menuitem"
            className="wallet-menu__item"
            onClick={() => {
              setMenuOpen(false);
              void walletCommands.openModal();
            }}
          >
            Change wallet
          </button>
          <button
            type="button"
            role="menuitem"
            className="wallet-menu__item"
            onClick={() => {
              setMenuOpen(false);
              void walletCommands.disconnect();
            }}
          >
            Disconnect
          </button>
        </div>
      ) : null}
    </div>
  );
}
