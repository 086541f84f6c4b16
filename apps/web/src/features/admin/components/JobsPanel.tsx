import type { AdminOverview } from '@wos/shared';
import { formatRelative } from '../lib/admin-figures.ts';
import { AdminPanel } from './AdminPanel.tsx';
import { type AdminColumn, AdminTable } from './AdminTable.tsx';
import { TimeCell } from './TimeCell.tsx';

type Job = AdminOverview['jobs'][number];

function columns(nowMs: number): AdminColumn<Job>[] {
  return [
    { label: 'Job', cell: (job) => <strong>{job.name}</strong> },
    { label: 'Cadence', cell: (job) => job.cadence },
    {
      label: 'Last success',
      cell: (job) => <TimeCell iso={job.lastSuccessAt} relative={formatRelative(job.lastSuccessAt, nowMs)} />,
    },
    {
      label: 'Next run',
      cell: (job) => (
        <TimeCell iso={job.nextRunAt} relative={formatRelative(job.nextRunAt, nowMs, 'not scheduled')} />
      ),
    },
  ];
}

/** The scheduled jobs: each one's cadence, last success and next run. */
export function JobsPanel({ jobs, nowMs }: { jobs: AdminOverview['jobs']; nowMs: number }) {
  return (
    <AdminPanel title="Jobs" testId="admin-jobs" wide>
      <AdminTable
        caption="Scheduled jobs"
        columns={columns(nowMs)}
        rows={jobs}
        rowKey={(job) => job.name}
        rowTestId={(job) => `admin-job-${job.name}`}
      />
    </AdminPanel>
  );
}
