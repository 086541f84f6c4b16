import type { WalletEntry } from '../wallet-entries.ts';

function WalletIcon({ wallet }: { wallet: WalletEntry }) {
  return (
    <i className="wallet-adapter-button-start-icon">
      <img src={wallet.icon} alt="" width={28} height={28} />
    </i>
  );
}

/**
 * One wallet of the list: one the player can pick (an installed one reads Detected), or one
 * this browser does not have, which reads Not detected and links to its install page.
 */
export function WalletListItem({
  wallet,
  onChoose,
}: {
  wallet: WalletEntry;
  onChoose: (wallet: WalletEntry) => void;
}) {
  const { name, installUrl } = wallet;
  if (wallet.readiness === 'NotDetected') {
    return (
      <li>
        <a
          className="wallet-adapter-button wallet-modal__install"
          href={installUrl ?? undefined}
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
        {wallet.readiness === 'Installed' ? (
          <span className="wallet-modal__state wallet-modal__state--detected">Detected</span>
        ) : null}
      </button>
    </li>
  );
}
