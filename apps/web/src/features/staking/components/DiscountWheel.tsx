import type { CSSProperties } from 'react';
import {
  DISCOUNT_SEGMENTS,
  PACK_LABELS,
  PACK_SEGMENTS,
  WHEEL_REVEAL_MS,
  type WheelPhase,
} from '../lib/wheel-config.ts';
import { labelPosition, ringSegmentPath, type WheelSegment } from '../lib/wheel-geometry.ts';

const SIZE = 300;
const C = SIZE / 2;
const OUTER = { inner: 100, outer: 146, label: 123 };
const INNER = { inner: 40, outer: 96, label: 70 };
const PACK_FILLS = ['#3a1d5c', '#103a52', '#1d2447'];
const DISCOUNT_FILLS = ['#5a1f4d', '#23315e', '#173f4a', '#1c2a3f'];

interface Props {
  phase: WheelPhase;
  /** Final rotations (degrees) that stop the server's pack and discount under the pointer. */
  packRotation: number;
  discountRotation: number;
}

function ringStyle(phase: WheelPhase, rotation: number): CSSProperties {
  return {
    transform: `rotate(${phase === 'start' ? 0 : rotation}deg)`,
    transition:
      phase === 'revealing' ? `transform ${WHEEL_REVEAL_MS}ms cubic-bezier(0.15, 0.75, 0.12, 1)` : 'none',
  };
}

function Ring<T>({
  segments,
  radii,
  fills,
  label,
  name,
  style,
}: {
  segments: readonly WheelSegment<T>[];
  radii: { inner: number; outer: number; label: number };
  fills: readonly string[];
  label: (value: T) => string;
  name: string;
  style: CSSProperties;
}) {
  return (
    <g className="wheel__ring" data-ring={name} style={style}>
      {segments.map((segment, index) => {
        const at = labelPosition(C, radii.label, segment.start, segment.end);
        const upright = at.angle > 90 && at.angle < 270 ? at.angle + 180 : at.angle;
        return (
          <g key={String(segment.value)}>
            <path
              d={ringSegmentPath(C, radii.inner, radii.outer, segment.start, segment.end)}
              fill={fills[index % fills.length]}
              stroke="rgba(0, 240, 255, 0.55)"
              strokeWidth="1.2"
            />
            <text
              x={at.x}
              y={at.y}
              transform={`rotate(${upright} ${at.x} ${at.y})`}
              className={`wheel__label wheel__label--${name}`}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {label(segment.value)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The discount wheel: two rings sized by the draw's odds, turned to the server's outcome. */
export function DiscountWheel({ phase, packRotation, discountRotation }: Props) {
  return (
    <svg
      className={`wheel wheel--${phase}`}
      viewBox={`-8 -8 ${SIZE + 16} ${SIZE + 16}`}
      role="img"
      aria-label="Discount wheel"
      data-testid="discount-wheel"
    >
      <circle cx={C} cy={C} r={OUTER.outer + 3} fill="none" stroke="url(#wheel-glow)" strokeWidth="4" />
      <defs>
        <linearGradient id="wheel-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#00f0ff" />
          <stop offset="1" stopColor="#b14cff" />
        </linearGradient>
      </defs>
      <Ring
        segments={PACK_SEGMENTS}
        radii={OUTER}
        fills={PACK_FILLS}
        label={(value) => PACK_LABELS[value]}
        name="pack"
        style={ringStyle(phase, packRotation)}
      />
      <Ring
        segments={DISCOUNT_SEGMENTS}
        radii={INNER}
        fills={DISCOUNT_FILLS}
        label={(value) => `${value}%`}
        name="discount"
        style={ringStyle(phase, discountRotation)}
      />
      <circle cx={C} cy={C} r={INNER.inner - 2} fill="#070a1c" stroke="url(#wheel-glow)" strokeWidth="2" />
      <text x={C} y={C} className="wheel__hub" textAnchor="middle" dominantBaseline="central">
        WLO
      </text>
      <path className="wheel__pointer" d={`M ${C - 11} 0 L ${C + 11} 0 L ${C} 22 Z`} />
      <path
        className="wheel__pointer"
        d={`M ${C - 8} ${C - OUTER.inner + 2} L ${C + 8} ${C - OUTER.inner + 2} L ${C} ${C - OUTER.inner + 18} Z`}
      />
    </svg>
  );
}
