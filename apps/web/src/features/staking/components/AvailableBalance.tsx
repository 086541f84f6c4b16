import { formatAmount } from '../../../lib/format/number.ts';
import { useBalance } from '../../wallet/index.ts';

/** The WLO the signed-in wallet holds, shown above both tabs (it changes with every stake and claim). */
export function AvailableBalance() {
  const balance = useBalance();
  return (
    <p className="stake-balance balance-pill">
      Wallet balance{' '}
      <strong data-testid="staking-balance">
        {balance.data ? `${formatAmount(balance.data.wlo)} WLO` : '…'}
      </strong>
    </p>
  );
}
