import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useAuth } from '../../auth/lib/useAuth.ts';
import { AccountCard } from '../components/AccountCard.tsx';
import { BalanceCard } from '../components/BalanceCard.tsx';
import { ConnectPrompt } from '../components/ConnectPrompt.tsx';
import { RecentActivity } from '../components/RecentActivity.tsx';
import '../wallet.css';

export default function WalletPage() {
  const { phase, address } = useAuth();
  const network = useAppConfig()?.network;
  const signedIn = phase === 'signed-in' && address !== null && network !== undefined;
  return (
    <div className="page wallet-page">
      <header className="wallet-page__header">
        <p className="eyebrow">Wallet</p>
        <h1 className="page-title">NEURAL WALLET</h1>
      </header>
      {signedIn ? (
        <div className="wallet-page__grid">
          <BalanceCard address={address} />
          <AccountCard address={address} network={network} />
          <RecentActivity />
        </div>
      ) : (
        <ConnectPrompt signingIn={phase === 'signing-in'} />
      )}
    </div>
  );
}
