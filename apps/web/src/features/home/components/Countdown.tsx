import { Fragment } from 'react';

const UNITS = ['DAYS', 'HOURS', 'MINUTES', 'SECONDS'] as const;

/** Spec: the countdown stands fixed at 00:00:00:00. */
export function Countdown() {
  return (
    <div className="countdown" role="timer" aria-label="Countdown 00:00:00:00" data-testid="countdown">
      {UNITS.map((unit, index) => (
        <Fragment key={unit}>
          {index > 0 ? (
            <span className="countdown__sep" aria-hidden="true">
              :
            </span>
          ) : null}
          <span className="countdown__unit">
            <span className="countdown__value">00</span>
            <span className="countdown__label">{unit}</span>
          </span>
        </Fragment>
      ))}
    </div>
  );
}
