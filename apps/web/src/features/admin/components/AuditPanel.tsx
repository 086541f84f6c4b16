import type { AdminOverview } from '@wos/shared';
import { auditLabel, formatRelative } from '../lib/admin-figures.ts';
import { AdminPanel } from './AdminPanel.tsx';
import { TimeCell } from './TimeCell.tsx';

const LEVELS = { ok: 'ok', mismatch: 'fail', 'not-run': 'warn' } as const;

/** The chain audit's last result: the WLO on chain against what the game's books say. */
export function AuditPanel({ audit, nowMs }: { audit: AdminOverview['audit']; nowMs: number }) {
  return (
    <AdminPanel
      title="Chain audit"
      testId="admin-audit"
      aside={
        <span className={`admin-badge admin-level--${LEVELS[audit.status]}`} data-testid="admin-audit-status">
          {auditLabel(audit.status)}
        </span>
      }
    >
      <dl className="admin-pairs">
        <div>
          <dt>Checked</dt>
          <dd data-testid="admin-audit-checked">
            <TimeCell iso={audit.checkedAt} relative={formatRelative(audit.checkedAt, nowMs)} />
          </dd>
        </div>
        {audit.detail ? (
          <div className="admin-pairs__wide">
            <dt>Detail</dt>
            <dd data-testid="admin-audit-detail">{audit.detail}</dd>
          </div>
        ) : null}
      </dl>
    </AdminPanel>
  );
}
