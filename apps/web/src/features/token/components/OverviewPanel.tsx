import { Link } from '../../../lib/router/index.ts';
import { TOKEN_FIGURES } from '../lib/token-figures.ts';

/** Overview: WLO in a few words and its key figures (docs/spec/001-game.md §9). */
export function OverviewPanel() {
  return (
    <div className="token-panel">
      <div className="token-panel__intro">
        <h2 className="section-title">WLO AT A GLANCE</h2>
        <p>
          WLO launched on Solana at $0.10 with a fixed supply. Every buy and sell pays a 10% fee that flows
          back into the game: into the farming and staking reward pools, to development, to liquidity and into
          a burn that removes tokens for good.
        </p>
      </div>
      <dl className="token-figures" data-testid="token-figures">
        {TOKEN_FIGURES.map((figure) => (
          <div key={figure.key} className="stat-tile token-figure" data-figure={figure.key}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className="token-panel__more">
        Put WLO to work: <Link to="/stake">stake it for up to 25.7% APY</Link> or{' '}
        <Link to="/farmers">collect farmers that yield it every hour</Link>.
      </p>
    </div>
  );
}
