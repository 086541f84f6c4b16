/**
 * A pool's runway (days it can still pay at today's accrual) is flagged under
 * RUNWAY_WARN_DAYS and fails under RUNWAY_FAIL_DAYS: the doctor's line (a
 * fail refuses npm start), the operator console's colours. The Prometheus
 * alerts (deploy/prometheus/alerts.yml) use 14 and 7.
 */
export const RUNWAY_WARN_DAYS = 30;
export const RUNWAY_FAIL_DAYS = 7;
/** Past this the console writes "over 10 years": a figure of millions of days says nothing more. */
export const RUNWAY_ENDLESS_DAYS = 3650;
