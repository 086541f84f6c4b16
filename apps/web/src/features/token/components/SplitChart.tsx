import type { LabelledShare, SplitPool } from '@wos/shared';
import { useId } from 'react';
import { donutSegments } from '../lib/donut.ts';

/** Each destination keeps its colour in every chart. */
const POOL_COLOURS: Record<SplitPool, string> = {
  farming: '#2cffa4',
  staking: '#00f0ff',
  developer: '#b14cff',
  burn: '#ff4d6d',
  liquidity: '#ffc247',
  treasury: '#ff3df2',
};

const SIZE = 200;
const RADIUS = 78;
const STROKE = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
const GAP = 3;

interface Props {
  title: string;
  /** What the whole is (e.g. "Of every 10% tax"), under the title. */
  caption: string;
  /** The big figure in the ring's middle and its small label. */
  centre: { value: string; label: string };
  shares: readonly LabelledShare[];
  testId: string;
}

/**
 * A split drawn as a donut with a legend. The picture is one labelled image for screen
 * readers ("Farming pool 40%, …"); the legend below says the same in text.
 */
export function SplitChart({ title, caption, centre, shares, testId }: Props) {
  const titleId = useId();
  const segments = donutSegments(
    shares.map((share) => share.percent),
    CIRCUMFERENCE,
    GAP,
  );
  const description = shares.map((share) => `${share.label} ${share.percent}%`).join(', ');
  return (
    <figure className="split-chart" data-testid={testId} aria-labelledby={titleId}>
      <figcaption className="split-chart__head">
        <h3 id={titleId} className="split-chart__title">
          {title}
        </h3>
        <p className="split-chart__caption">{caption}</p>
      </figcaption>
      <div className="split-chart__body">
        <svg
          className="split-chart__donut"
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          role="img"
          aria-label={`${title}: ${description}`}
        >
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            stroke="rgba(120, 160, 255, 0.1)"
            strokeWidth={STROKE}
          />
          {/* Segments start at twelve o'clock and run clockwise. */}
          <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}>
            {shares.map((share, index) => {
              const segment = segments[index];
              if (!segment) return null;
              return (
                <circle
                  key={share.pool}
                  className="split-chart__segment"
                  data-pool={share.pool}
                  data-percent={share.percent}
                  cx={SIZE / 2}
                  cy={SIZE / 2}
                  r={RADIUS}
                  fill="none"
                  stroke={POOL_COLOURS[share.pool]}
                  strokeWidth={STROKE}
                  strokeDasharray={`${segment.length} ${CIRCUMFERENCE - segment.length}`}
                  strokeDashoffset={segment.offset}
                />
              );
            })}
          </g>
          <text x={SIZE / 2} y={SIZE / 2 + 4} textAnchor="middle" className="split-chart__centre-value">
            {centre.value}
          </text>
          <text x={SIZE / 2} y={SIZE / 2 + 26} textAnchor="middle" className="split-chart__centre-label">
            {centre.label}
          </text>
        </svg>
        <ul className="split-chart__legend">
          {shares.map((share) => (
            <li key={share.pool} className="split-chart__item" data-pool={share.pool}>
              <span
                className="split-chart__swatch"
                style={{ background: POOL_COLOURS[share.pool] }}
                aria-hidden="true"
              />
              <span className="split-chart__label">{share.label}</span>
              <span className="split-chart__percent">{share.percent}%</span>
              <span className="split-chart__bar" aria-hidden="true">
                <span style={{ width: `${share.percent}%`, background: POOL_COLOURS[share.pool] }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
