import { useId } from 'react';
import { type HeroArtSpec, type HeroClass, heroArtSpec } from '../lib/hero-art.ts';
import type { HeroIdentity } from '../lib/hero-view.ts';

const HELMS: Record<HeroArtSpec['helm'], string> = {
  0: 'M100 44 L136 62 L144 104 L130 136 L100 152 L70 136 L56 104 L64 62 Z',
  1: 'M100 42 C128 42 146 62 146 96 L140 128 C132 142 116 152 100 152 C84 152 68 142 60 128 L54 96 C54 62 72 42 100 42 Z',
  2: 'M100 48 L132 60 L154 40 L146 84 L142 116 L128 140 L100 152 L72 140 L58 116 L54 84 L46 40 L68 60 Z',
};

const CRESTS: Record<HeroArtSpec['crest'], string | null> = {
  0: null,
  1: 'M100 16 L110 50 L100 46 L90 50 Z',
  2: 'M84 46 L76 20 M116 46 L124 20',
};

function Visor({ kind, colour }: { kind: HeroArtSpec['visor']; colour: string }) {
  if (kind === 0) return <rect x="68" y="92" width="64" height="9" rx="4" fill={colour} />;
  if (kind === 1) return <path d="M66 88 L100 104 L134 88 L130 100 L100 114 L70 100 Z" fill={colour} />;
  return (
    <>
      <ellipse cx="84" cy="97" rx="10" ry="6" fill={colour} />
      <ellipse cx="116" cy="97" rx="10" ry="6" fill={colour} />
    </>
  );
}

/** The chest emblem: the hero's type, drawn small in a 24 × 24 box centred on (100, 176). */
function Emblem({ kind, colour }: { kind: HeroClass; colour: string }) {
  const common = { fill: 'none', stroke: colour, strokeWidth: 2.4, strokeLinejoin: 'round' as const };
  const shapes: Record<HeroClass, string> = {
    attack: 'M100 162 L104 180 L100 186 L96 180 Z M92 180 L108 180 M100 186 L100 190',
    magic: 'M100 162 L103.5 172 L114 172 L105.5 178 L109 188 L100 182 L91 188 L94.5 178 L86 172 L96.5 172 Z',
    defense: 'M100 162 L112 167 L111 178 C110 184 105 188 100 190 C95 188 90 184 89 178 L88 167 Z',
    balanced: 'M100 162 L112 176 L100 190 L88 176 Z M88 176 L112 176',
    speed: 'M104 162 L92 178 L101 178 L96 190 L110 172 L101 172 Z',
  };
  return <path d={shapes[kind]} {...common} />;
}

function hexagon(radius: number, turn: number): string {
  return Array.from({ length: 6 }, (_, index) => {
    const angle = ((60 * index + turn - 90) * Math.PI) / 180;
    return `${(100 + radius * Math.cos(angle)).toFixed(1)},${(100 + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

interface Props {
  hero: HeroIdentity;
  /** Pixel size of the square; CSS may override it. */
  size?: number;
  className?: string;
}

/** A hero's generated portrait: one stable picture per catalogue hero, drawn in code. */
export function HeroPortrait({ hero, size = 160, className = '' }: Props) {
  const spec = heroArtSpec(hero);
  // useId's characters (colons, guillemets) are not all safe inside url(#…).
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const glow = `hero-glow-${uid}`;
  const metal = `hero-metal-${uid}`;
  return (
    <svg
      className={`hero-portrait ${className}`}
      width={size}
      height={size}
      viewBox="0 0 200 200"
      role="img"
      aria-label={`Portrait of ${hero.name}`}
    >
      <defs>
        <radialGradient id={glow} cx="50%" cy="45%" r="55%">
          <stop offset="0" stopColor={spec.primary} stopOpacity="0.45" />
          <stop offset="0.6" stopColor="#0d1440" stopOpacity="0.6" />
          <stop offset="1" stopColor="#05060f" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={metal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#24306e" />
          <stop offset="1" stopColor="#080b20" />
        </linearGradient>
      </defs>
      <rect width="200" height="200" fill={`url(#${glow})`} />
      {spec.sparks.map((spark) => (
        <circle
          key={`${spark.x}-${spark.y}`}
          cx={spark.x}
          cy={spark.y}
          r={spark.r}
          fill={spec.accent}
          opacity={spark.opacity}
        />
      ))}
      <polygon
        points={hexagon(92, spec.frameTurn)}
        fill="none"
        stroke={spec.primary}
        strokeWidth="1.5"
        strokeDasharray="10 6"
        opacity="0.7"
      />
      {/* Shoulders and chest plate */}
      <path
        d="M40 200 C44 168 66 152 100 150 C134 152 156 168 160 200 Z"
        fill={`url(#${metal})`}
        stroke={spec.primary}
        strokeWidth="2.5"
      />
      <Emblem kind={spec.emblem} colour={spec.accent} />
      {CRESTS[spec.crest] ? (
        <path
          d={CRESTS[spec.crest] ?? ''}
          fill={spec.crest === 1 ? spec.primary : 'none'}
          stroke={spec.primary}
          strokeWidth="3"
          strokeLinecap="round"
        />
      ) : null}
      <path
        d={HELMS[spec.helm]}
        fill={`url(#${metal})`}
        stroke={spec.primary}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <Visor kind={spec.visor} colour={spec.accent} />
      <path
        d="M76 120 L92 132 L92 146 M124 120 L108 132 L108 146"
        fill="none"
        stroke={spec.primary}
        strokeWidth="2"
        opacity="0.8"
      />
    </svg>
  );
}
