import type { StatLine } from '../lib/hero-view.ts';

/** The bars' full width: the highest stat a legendary hero with gear can reach, roughly. */
const STAT_SCALE = 200;

/** Attack, defense, speed and energy as bars; what equipped items add is shown apart. */
export function HeroStatBars({ stats }: { stats: readonly StatLine[] }) {
  return (
    <dl className="hero-stats">
      {stats.map((line) => (
        <div key={line.key} className={`hero-stats__row hero-stats__row--${line.key}`}>
          <dt>{line.label}</dt>
          <dd>
            <span className="hero-stats__bar" aria-hidden="true">
              <span
                className="hero-stats__fill"
                style={{ width: `${Math.min(100, (line.total / STAT_SCALE) * 100)}%` }}
              />
            </span>
            <span className="hero-stats__value" data-testid={`hero-stat-${line.key}`}>
              {line.total}
              {line.bonus > 0 ? <span className="hero-stats__bonus"> (+{line.bonus})</span> : null}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
