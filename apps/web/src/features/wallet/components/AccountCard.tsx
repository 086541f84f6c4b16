import type { Network } from '@wos/shared';
import { Link } from 'react-router';
import { shortenAddress } from '../../../lib/format/address.ts';
import { useIsMobile } from '../../../lib/hooks/useBreakpoints.ts';
import { useCopyToClipboard } from '../../../lib/hooks/useCopyToClipboard.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { useAssets } from '../hooks/useWalletData.ts';

const NETWORK_LABELS: Record<Network, string> = {
  localnet: 'Solana Localnet',
  devnet: 'Solana Devnet',
  mainnet: 'Solana Mainnet',
};

export function AccountCard({ address, network }: { address: string; network: Network }) {
  const isMobile = useIsMobile();
  const assets = useAssets().data;
  const { copied, copy } = useCopyToClipboard(400);
  // Spec: 8+6 characters on desktop, 6+4 on mobile.
  const short = isMobile ? shortenAddress(address, 6, 4, '...') : shortenAddress(address, 8, 6, '...');
  // Spec 001 §2: each kind of asset has VIEW DETAILS on its own page.
  const counts = [
    { label: 'Heroes', value: assets?.heroes.length, to: '/heroes' },
    { label: 'Farmers', value: assets?.farmers.length, to: '/farmers' },
    { label: 'Items', value: assets?.items.length, to: '/marketplace' },
  ];

  return (
    <section className="card wallet-card" aria-labelledby="account-title">
      <header className="wallet-card__head">
        <h2 id="account-title" className="card-title">
          Account
        </h2>
        <span className="network-badge">{NETWORK_LABELS[network]}</span>
      </header>
      <p className="wallet-card__address">
        <code title={address}>{short}</code>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(address)}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </p>
      <dl className="wallet-card__counts">
        {counts.map((count) => (
          <div key={count.label}>
            <dt>{count.label}</dt>
            <dd>{count.value ?? '–'}</dd>
            <dd>
              <Link
                className="wallet-card__details"
                to={count.to}
                aria-label={`View details of your ${count.label.toLowerCase()}`}
              >
                VIEW DETAILS
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      <div className="wallet-card__actions">
        <button
          type="button"
          className="btn btn--danger btn--small"
          onClick={() => void walletCommands.disconnect()}
        >
          Disconnect
        </button>
      </div>
    </section>
  );
}
