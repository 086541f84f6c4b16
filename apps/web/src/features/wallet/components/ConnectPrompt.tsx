import { useWalletPrompts } from '../../connect/index.ts';

export function ConnectPrompt({ signingIn }: { signingIn: boolean }) {
  const { openConnectWallet } = useWalletPrompts();
  return (
    <section className="card connect-prompt">
      <h2 className="card-title">Connect your wallet</h2>
      <p>Link a wallet to see your balance, your heroes, farmers and items, and your transactions.</p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={signingIn}
        onClick={() => openConnectWallet('Connect your wallet to view your NEURAL WALLET')}
      >
        {signingIn ? 'Signing in…' : 'CONNECT WALLET'}
      </button>
    </section>
  );
}
