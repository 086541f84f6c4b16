import { formatAmount } from '../../../lib/format/number.ts';
import { useSignedInAccount } from '../../game/index.ts';
import { useBalance } from '../../wallet/index.ts';

/**
 * What the signed-in wallet can pay with: SOL first for farmer packs, else WLO (docs/spec/001-game.md §5).
 */
export function StoreBalance() {
  const { signedIn } = useSignedInAccount();
  const balance = useBalance();
  if (!signedIn) return null;
  return (
    <p className="store-balance balance-pill" data-testid="store-balance">
      Your wallet <strong>{balance.data ? `${formatAmount(balance.data.sol)} SOL` : '…'}</strong>
      {' · '}
      <strong>{balance.data ? `${formatAmount(balance.data.wlo, 2)} WLO` : '…'}</strong>
    </p>
  );
}
