import { PACK_PURCHASE_SHARES, TOKEN_TAX_SHARES, TOKEN_TRANSACTION_FEE_PERCENT } from '@wos/shared';
import { SplitChart } from './SplitChart.tsx';
import { SupplyBar } from './SupplyBar.tsx';

/** Tokenomics: the supply, and where the buy/sell tax and pack purchases go (docs/spec/001-game.md §9). */
export function TokenomicsPanel() {
  return (
    <div className="token-panel">
      <div className="token-panel__intro">
        <h2 className="section-title">TOKENOMICS</h2>
        <p>
          Fixed supply, and every fee shared out on chain: the rewards players earn are paid from what players
          spend.
        </p>
      </div>
      <SupplyBar />
      <div className="token-charts">
        <SplitChart
          testId="tax-split-chart"
          title={`${TOKEN_TRANSACTION_FEE_PERCENT}% buy/sell tax`}
          caption="How the fee on every WLO buy and sell is shared out"
          centre={{ value: `${TOKEN_TRANSACTION_FEE_PERCENT}%`, label: 'TAX' }}
          shares={TOKEN_TAX_SHARES}
        />
        <SplitChart
          testId="pack-split-chart"
          title="Pack purchase split"
          caption="Where the SOL or WLO paid for a pack goes, inside the purchase transaction"
          centre={{ value: '100%', label: 'PACKS' }}
          shares={PACK_PURCHASE_SHARES}
        />
      </div>
    </div>
  );
}
