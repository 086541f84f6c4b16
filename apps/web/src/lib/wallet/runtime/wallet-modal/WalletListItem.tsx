import { WalletReadyState } from '@solana/wallet-adapter-base';
import type { Wallet } from '@solana/wallet-adapter-react';

function WalletIcon({ wallet }: { wallet: Wallet }) {
  return (
    <i className="wallet-adapter-button-start-icon">
      <img src={wallet.adapter.icon} alt="" width={28} height={28} />
    </i>
  );
}

/**
 * One wallet of the list: one the player can pick (an installed one reads Detected), or one
 * this browser does not have, which reads Not detected and links to its install page.
 */
export function WalletListItem({ wallet, onChoose }: { wallet: Wallet; onChoose: (wallet: Wallet) => void }) {
  const { name, url } = wallet.adapter;
  if (wallet.readyState === WalletReadyState.NotDetected) {
    return (
      <li>
        <a
          className="wallet-adapter-button wallet-modal__install"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <WalletIcon wallet={wallet} />
          <span className="wallet-modal__name">
            {name}
            <span className="wallet-modal__state">Not detected</span>
          </span>
          <span className="wallet-modal__install-link">
            Install <span aria-hidden="true">↗</span>
          </span>
        </a>
      </li>
    );
  }
  return (
    <li>
      <button type="button" className="wallet-adapter-button" onClick={() => onChoose(wallet)}>
        <WalletIcon wallet={wallet} />
        {name}
        {wallet.readyState === WalletReadyState.Installed ? (
          <span className="wallet-modal__state wallet-modal__state--detected">Detected</span>
        ) : null}
      </button>
    </li>
  );
}
