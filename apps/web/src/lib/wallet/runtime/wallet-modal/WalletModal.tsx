import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '../../../hooks/useScrollLock.ts';
import type { WalletEntry } from '../wallet-entries.ts';
import { NoWalletArt } from './NoWalletArt.tsx';
import { WalletListItem } from './WalletListItem.tsx';
import { groupWallets } from './wallet-groups.ts';

/** docs/spec/000-shell-wallet-staking.md §9: the wallet modal closes after a 150 ms fade. */
export const WALLET_MODAL_CLOSE_DELAY_MS = 150;

/**
 * The wallet list, in the wallet adapter modal's words and classes: detected wallets first,
 * the rest (e.g. Phantom, Solflare, Backpack when not installed, with their install links)
 * under 'More options'. With no wallet installed it reads "You'll need a wallet…".
 */
export function WalletModal({
  wallets,
  onSelect,
  onClose,
}: {
  wallets: readonly WalletEntry[];
  onSelect: (walletName: string) => void;
  onClose: () => void;
}) {
  const { detected, more } = useMemo(() => groupWallets(wallets), [wallets]);
  const [expanded, setExpanded] = useState(false);
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const moreId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock(true);

  const hide = useCallback(() => {
    setShown(false);
    window.setTimeout(onClose, WALLET_MODAL_CLOSE_DELAY_MS);
  }, [onClose]);

  const choose = useCallback(
    (wallet: WalletEntry) => {
      onSelect(wallet.name);
      hide();
    },
    [onSelect, hide],
  );

  // Fade in after the first paint; focus moves into the dialog and back when it closes.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const timer = window.setTimeout(() => setShown(true), 0);
    panel.current
      ?.querySelector<HTMLElement>('.wallet-adapter-modal-list a, .wallet-adapter-modal-list button')
      ?.focus();
    return () => {
      window.clearTimeout(timer);
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') hide();
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep Tab inside the dialog.
    const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      last?.focus();
      event.preventDefault();
    } else if (!event.shiftKey && document.activeElement === last) {
      first?.focus();
      event.preventDefault();
    }
  };

  return createPortal(
    <div
      className={`wallet-adapter-modal ${shown ? 'wallet-adapter-modal-fade-in' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className="wallet-adapter-modal-container">
        <div className="wallet-adapter-modal-wrapper" ref={panel}>
          <button
            type="button"
            className="wallet-adapter-modal-button-close"
            aria-label="Close"
            onClick={hide}
          >
            <svg width="14" height="14" aria-hidden="true">
              <path d="M14 12.461 8.3 6.772l5.234-5.233L12.006 0 6.772 5.234 1.54 0 0 1.539l5.234 5.233L0 12.006l1.539 1.528L6.772 8.3l5.69 5.7L14 12.461z" />
            </svg>
          </button>
          <h2 id={titleId} className="wallet-adapter-modal-title">
            {detected.length > 0 ? 'Connect a wallet to continue' : "You'll need a wallet to continue"}
          </h2>
          {detected.length > 0 ? (
            <ul className="wallet-adapter-modal-list">
              {detected.map((wallet) => (
                <WalletListItem key={wallet.name} wallet={wallet} onChoose={choose} />
              ))}
            </ul>
          ) : (
            <div className="wallet-adapter-modal-middle">
              <NoWalletArt />
            </div>
          )}
          {more.length > 0 ? (
            <>
              <button
                type="button"
                className="wallet-adapter-modal-list-more"
                aria-expanded={expanded}
                aria-controls={moreId}
                onClick={() => setExpanded((open) => !open)}
              >
                <span>{expanded ? 'Less options' : 'More options'}</span>
                <svg
                  width="13"
                  height="7"
                  viewBox="0 0 13 7"
                  aria-hidden="true"
                  className={expanded ? 'wallet-adapter-modal-list-more-icon-rotate' : ''}
                >
                  <path d="M0.71418 1.626L5.83323 6.26188C5.91574 6.33657 6.0181 6.39652 6.13327 6.43762C6.24844 6.47872 6.37371 6.5 6.50048 6.5C6.62725 6.5 6.75252 6.47872 6.8677 6.43762C6.98287 6.39652 7.08523 6.33657 7.16774 6.26188L12.2868 1.626C12.7753 1.1835 12.3703 0.5 11.6195 0.5H1.37997C0.629216 0.5 0.224175 1.1835 0.71418 1.626Z" />
                </svg>
              </button>
              {expanded ? (
                <ul id={moreId} className="wallet-adapter-modal-list wallet-modal__more">
                  {more.map((wallet) => (
                    <WalletListItem key={wallet.name} wallet={wallet} onChoose={choose} />
                  ))}
                </ul>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      <div className="wallet-adapter-modal-overlay" onMouseDown={hide} aria-hidden="true" />
    </div>,
    document.body,
  );
}
