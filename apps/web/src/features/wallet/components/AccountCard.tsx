import type { Network } from '@wos/shared';
import { shortenAddress } from '../../../lib/format/address.ts';
import { useIsMobile } from '../../../lib/hooks/useBreakpoints.ts';
import { useCopyToClipboard } from '../../../lib/hooks/useCopyToClipboard.ts';
import { walletCommands } from '../../../lib/wallet/wallet-commands.ts';
import { useAssets } from '../hooks/useWalletData.ts';
import { assetCounts } from '../lib/asset-cards.ts';

/** The network GET /config names, as the badge reads it. */
const NETWORK_LABELS: Record<Network, string> = {
  localnet: 'Solana Localnet',
  devnet: 'Solana Devnet',
  mainnet: 'Solana Mainnet',
};

export function AccountCard({ address, network }: { address: string; network: Network }) {
  const isMobile = useIsMobile();
  const counts = assetCounts(useAssets().data);
  const { copied, copy } = useCopyToClipboard(400);
  // Spec: 8+6 characters on desktop, 6+4 on mobile.
  const short = isMobile ? shortenAddress(address, 6, 4, '...') : shortenAddress(address, 8, 6, '...');
  const rows = [
    { label: 'Heroes', value: counts.heroes },
    { label: 'Farmers', value: counts.farmers },
    { label: 'Items', value: counts.items },
  ];

  return (
    <section className="card wallet-card" aria-labelledby="account-title">
      <header className="wallet-card__head">
        <h2 id="account-title" className="card-title">
          Account
        </h2>
        <span className="network-badge" data-testid="network-badge">
          {NETWORK_LABELS[network]}
        </span>
      </header>
      <p className="wallet-card__address">
        <code title={address} data-testid="account-address">
          {short}
        </code>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void copy(address)}
          aria-label={copied ? 'Address copied' : 'Copy address'}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
      </p>
      <dl className="wallet-card__counts" data-testid="account-counts">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value ?? '–'}</dd>
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
