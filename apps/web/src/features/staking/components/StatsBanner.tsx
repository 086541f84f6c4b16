import { useRef } from 'react';
import { useCountUp } from '../../../lib/hooks/useCountUp.ts';
import { useInView } from '../../../lib/hooks/useInView.ts';
import { useStakingStats } from '../data-access/useStakingStats.ts';
import { formatStat, type StatsFigures } from '../lib/stats-figures.ts';

const ITEMS: ReadonlyArray<{ key: keyof StatsFigures; label: string }> = [
  { key: 'totalStaked', label: 'TOTAL WLO STAKED' },
  { key: 'stakers', label: 'ACTIVE STAKERS' },
  { key: 'distributed', label: 'REWARDS DISTRIBUTED' },
];

function StatFigure({ label, target, active }: { label: string; target: number | null; active: boolean }) {
  const value = useCountUp(target, active);
  const settled = target !== null && value === target;
  return (
    <div className="stats-banner__item">
      <dt className="stats-banner__label">{label}</dt>
      <dd className="stats-banner__value" data-settled={settled}>
        {value === null ? '—' : formatStat(value, target ?? value)}
      </dd>
    </div>
  );
}

/** TOTAL WLO STAKED, ACTIVE STAKERS, REWARDS DISTRIBUTED: fetched once, counting up when seen. */
export function StatsBanner() {
  const figures = useStakingStats();
  const banner = useRef<HTMLDListElement>(null);
  const seen = useInView(banner);
  return (
    <dl
      ref={banner}
      className={`stats-banner ${seen ? 'is-visible' : ''}`}
      aria-label="Staking statistics"
      data-testid="stats-banner"
    >
      {ITEMS.map(({ key, label }) => (
        <StatFigure key={key} label={label} target={figures ? figures[key] : null} active={seen} />
      ))}
    </dl>
  );
}
