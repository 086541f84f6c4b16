import type { AdminOverview } from '@wos/shared';
import { formatRunway, formatWlo, poolLabel, type RunwayLevel, runwayLevel } from '../lib/admin-figures.ts';
import { AdminPanel } from './AdminPanel.tsx';

type Runway = AdminOverview['runways'][number];

const LEVEL_WORDS: Record<RunwayLevel, string> = {
  ok: 'OK',
  warn: 'UNDER 30 DAYS',
  fail: 'UNDER 7 DAYS',
  'no-draw': 'NO DRAW',
};

function RunwayCard({ runway }: { runway: Runway }) {
  const level = runwayLevel(runway.days);
  return (
    <article
      className={`admin-runway admin-level--${level}`}
      data-testid={`admin-runway-${runway.pool}`}
      data-level={level}
    >
      <div className="admin-runway__head">
        <h3 className="admin-runway__name">{poolLabel(runway.pool)}</h3>
        <span className="admin-badge">{LEVEL_WORDS[level]}</span>
      </div>
      <p className="admin-runway__days" data-field="days">
        {formatRunway(runway.days)}
      </p>
      <dl className="admin-pairs">
        <div>
          <dt>Balance</dt>
          <dd data-field="balance">{formatWlo(runway.balance)} WLO</dd>
        </div>
        <div>
          <dt>Owed</dt>
          <dd data-field="owed">{formatWlo(runway.owed)} WLO</dd>
        </div>
        <div>
          <dt>Per day</dt>
          <dd data-field="perDay">{formatWlo(runway.perDay)} WLO</dd>
        </div>
      </dl>
    </article>
  );
}

/**
 * How long the staking rewards and farming pools pay at today's accrual: (balance − owed) /
 * per day, amber under 30 days, red under 7.
 */
export function RunwaysPanel({ runways }: { runways: AdminOverview['runways'] }) {
  return (
    <AdminPanel title="Runways" testId="admin-runways">
      <div className="admin-runways">
        {runways.map((runway) => (
          <RunwayCard key={runway.pool} runway={runway} />
        ))}
      </div>
    </AdminPanel>
  );
}
