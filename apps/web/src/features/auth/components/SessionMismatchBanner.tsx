import { useQueryClient } from '@tanstack/react-query';
import { shortenAddress } from '../../../lib/format/address.ts';
import { endSession } from '../lib/end-session.ts';
import { useAuth } from '../lib/useAuth.ts';

/** Shown when the connected wallet is not the one the session was signed in with. */
export function SessionMismatchBanner() {
  const { phase, address, session } = useAuth();
  const queryClient = useQueryClient();
  if (phase !== 'mismatch' || !address || !session) return null;

  return (
    <div className="mismatch-banner" role="alert">
      <p>
        The connected wallet <strong>{shortenAddress(address)}</strong> does not match your session (
        <strong>{shortenAddress(session.walletAddress)}</strong>). Please reconnect to continue with this
        wallet.
      </p>
      <button
        type="button"
        className="btn btn--small btn--primary"
        onClick={() => void endSession(queryClient)}
      >
        Reconnect
      </button>
    </div>
  );
}
