import { TOKEN_TRANSACTION_FEE_PERCENT } from '@wos/shared';
import { useAppConfig } from '../../../lib/config/config-query.ts';
import { useCopyToClipboard } from '../../../lib/hooks/useCopyToClipboard.ts';
import { Link } from '../../../lib/router/index.ts';

const COPIED_MS = 1500;

/** How to Buy: wallet, SOL, swap for WLO by its mint address, then play. */
export function HowToBuyPanel() {
  const config = useAppConfig();
  const mint = config?.wloMint;
  const { copied, copy } = useCopyToClipboard(COPIED_MS);
  return (
    <div className="token-panel">
      <div className="token-panel__intro">
        <h2 className="section-title">HOW TO BUY</h2>
        <p>Four steps from no wallet to your first stake.</p>
      </div>
      <ol className="token-steps">
        <li className="token-step">
          <h3 className="token-step__title">Get a Solana wallet</h3>
          <p>Install Phantom, Solflare or any Solana wallet and keep its recovery phrase somewhere safe.</p>
        </li>
        <li className="token-step">
          <h3 className="token-step__title">Add SOL</h3>
          <p>Buy SOL on an exchange and send it to your wallet: it pays for WLO and for network fees.</p>
        </li>
        <li className="token-step">
          <h3 className="token-step__title">Swap SOL for WLO</h3>
          <p>
            On a Solana exchange, swap SOL for WLO. Paste the WLO mint address so you get the real token; each
            buy and sell pays the {TOKEN_TRANSACTION_FEE_PERCENT}% fee.
          </p>
          {mint ? (
            <div className="token-mint">
              <code className="token-mint__address" data-testid="wlo-mint">
                {mint}
              </code>
              <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy(mint)}>
                {copied ? 'Copied' : 'Copy address'}
              </button>
            </div>
          ) : null}
          {config?.priceChartUrl ? (
            <a href={config.priceChartUrl} target="_blank" rel="noopener noreferrer">
              Open the WLO price chart
            </a>
          ) : null}
        </li>
        <li className="token-step">
          <h3 className="token-step__title">Put it to work</h3>
          <p>
            Connect your wallet here, then <Link to="/stake">stake WLO</Link> or{' '}
            <Link to="/farmers#packs">buy a farmer pack</Link>.
          </p>
        </li>
      </ol>
    </div>
  );
}
