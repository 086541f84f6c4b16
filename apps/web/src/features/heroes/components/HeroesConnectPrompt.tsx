import { useAuth } from '../../auth/index.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import { CONNECT_TO_VIEW_HEROES } from '../lib/heroes-messages.ts';

/** Shown to a visitor: the heroes are theirs to see once a wallet is connected. */
export function HeroesConnectPrompt() {
  const { phase } = useAuth();
  const { openConnectWallet } = useWalletPrompts();
  const signingIn = phase === 'signing-in';
  return (
    <section className="card heroes-connect" data-testid="heroes-connect-prompt">
      <div>
        <h2 className="card-title">Your heroes await</h2>
        <p className="muted">{CONNECT_TO_VIEW_HEROES}, level them up and equip their items.</p>
      </div>
      <button
        type="button"
        className="btn btn--primary"
        disabled={signingIn}
        onClick={() => openConnectWallet(CONNECT_TO_VIEW_HEROES)}
      >
        {signingIn ? 'SIGNING IN…' : 'CONNECT WALLET'}
      </button>
    </section>
  );
}
