import { TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH, TOKEN_TOTAL_SUPPLY } from '@wos/shared';
import { CIRCULATING_AT_LAUNCH_PERCENT, formatCompact } from '../lib/token-figures.ts';

const WIDTH = 600;
const HEIGHT = 28;

/** Circulating supply at launch against the total supply, as one bar. */
export function SupplyBar() {
  const circulating = formatCompact(TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH);
  const total = formatCompact(TOKEN_TOTAL_SUPPLY);
  const heldBack = formatCompact(TOKEN_TOTAL_SUPPLY - TOKEN_CIRCULATING_SUPPLY_AT_LAUNCH);
  const filled = (WIDTH * CIRCULATING_AT_LAUNCH_PERCENT) / 100;
  return (
    <figure className="supply-bar" data-testid="supply-chart">
      <figcaption className="supply-bar__head">
        <h3 className="split-chart__title">Supply at launch</h3>
        <p className="split-chart__caption">
          {circulating} of {total} WLO circulate at launch ({CIRCULATING_AT_LAUNCH_PERCENT}%); the other{' '}
          {heldBack} enter circulation as the game grows.
        </p>
      </figcaption>
      <svg
        className="supply-bar__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Circulating supply at launch ${circulating} of a total supply of ${total} WLO`}
      >
        <defs>
          <linearGradient id="supply-bar-fill" x1="0" x2="1" y1="0" y2="0">
            <stop offset="0" stopColor="#00f0ff" />
            <stop offset="1" stopColor="#b14cff" />
          </linearGradient>
        </defs>
        <rect width={WIDTH} height={HEIGHT} rx={HEIGHT / 2} fill="rgba(120, 160, 255, 0.12)" />
        <rect width={filled} height={HEIGHT} rx={HEIGHT / 2} fill="url(#supply-bar-fill)" />
      </svg>
      <dl className="supply-bar__legend">
        <div>
          <dt>Circulating at launch</dt>
          <dd>{circulating}</dd>
        </div>
        <div>
          <dt>Total supply</dt>
          <dd>{total}</dd>
        </div>
      </dl>
    </figure>
  );
}
