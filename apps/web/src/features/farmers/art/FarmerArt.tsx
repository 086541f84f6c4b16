import type { Rarity } from '@wos/shared';
import { useId, useMemo } from 'react';
import { farmerArtSpec } from './farmer-art.ts';

interface Props {
  catalogueId: string;
  rarity: Rarity;
  /** The farmer's name, read by screen readers. */
  name: string;
  className?: string;
}

function Head({ head, primary, accent }: { head: 0 | 1 | 2; primary: string; accent: string }) {
  if (head === 1) {
    return (
      <g>
        <path d="M70 84a30 30 0 0 1 60 0v8H70z" fill="#111a40" stroke={primary} strokeWidth="3" />
        <circle cx="88" cy="80" r="5" fill={accent} />
        <circle cx="112" cy="80" r="5" fill={accent} />
      </g>
    );
  }
  if (head === 2) {
    return (
      <g>
        <rect x="72" y="56" width="56" height="36" rx="12" fill="#111a40" stroke={primary} strokeWidth="3" />
        <rect x="78" y="68" width="44" height="10" rx="5" fill={accent} opacity="0.9" />
      </g>
    );
  }
  return (
    <g>
      <rect x="74" y="58" width="52" height="34" rx="4" fill="#111a40" stroke={primary} strokeWidth="3" />
      <rect x="84" y="68" width="10" height="10" fill={accent} />
      <rect x="106" y="68" width="10" height="10" fill={accent} />
      <path d="M88 84h24" stroke={primary} strokeWidth="2" />
    </g>
  );
}

function Antenna({ antenna, accent }: { antenna: 0 | 1 | 2; accent: string }) {
  if (antenna === 2) return null;
  const tips = antenna === 0 ? [100] : [86, 114];
  return (
    <g stroke={accent} strokeWidth="2.5">
      {tips.map((x) => (
        <g key={x}>
          <path d={`M${x} ${antenna === 0 ? 56 : 58}V40`} />
          <circle cx={x} cy="38" r="4" fill={accent} />
        </g>
      ))}
    </g>
  );
}

function Tool({ tool, primary, accent }: { tool: 0 | 1 | 2; primary: string; accent: string }) {
  if (tool === 1) {
    return (
      <g>
        <path d="M130 112h22" stroke={primary} strokeWidth="8" strokeLinecap="round" />
        <path d="M150 102l26 10-26 10z" fill={accent} />
      </g>
    );
  }
  if (tool === 2) {
    return (
      <g>
        <path d="M130 110l18 14v18" stroke={primary} strokeWidth="7" fill="none" strokeLinecap="round" />
        <circle cx="148" cy="148" r="7" fill={accent} />
        <path d="M144 160l-4 8M152 160l4 8M148 160v9" stroke={accent} strokeWidth="2" />
      </g>
    );
  }
  return (
    <g>
      <path d="M150 60v110" stroke={primary} strokeWidth="5" strokeLinecap="round" />
      <path d="M150 62c-22 -6 -40 4 -48 16c14 -6 30 -8 48 -6z" fill={accent} />
      <path d="M130 112h20" stroke={primary} strokeWidth="7" strokeLinecap="round" />
    </g>
  );
}

/** A farmer's picture, drawn in code from its catalogue id (one stable picture per entry). */
export function FarmerArt({ catalogueId, rarity, name, className = '' }: Props) {
  const spec = useMemo(() => farmerArtSpec({ id: catalogueId, rarity }), [catalogueId, rarity]);
  const id = useId();
  const glow = `${id}-glow`;
  return (
    <svg
      className={`farmer-art ${className}`}
      viewBox="0 0 200 200"
      role="img"
      aria-label={name}
      data-art={catalogueId}
    >
      <defs>
        <radialGradient id={glow} cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor={spec.primary} stopOpacity="0.35" />
          <stop offset="1" stopColor="#05060f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="200" height="200" fill="#080c22" />
      <rect width="200" height="200" fill={`url(#${glow})`} />
      <g transform={`rotate(${spec.ringTurn} 100 100)`} fill="none" strokeWidth="1.5">
        <circle cx="100" cy="100" r="78" stroke={spec.primary} strokeOpacity="0.35" strokeDasharray="6 8" />
        <circle cx="100" cy="100" r="62" stroke={spec.accent} strokeOpacity="0.25" />
      </g>
      <g stroke={spec.accent} strokeOpacity="0.55" strokeWidth="2" strokeLinecap="round">
        {spec.stalks.map((height, index) => {
          const x = 14 + index * 21.5;
          return (
            <g key={x}>
              <path d={`M${x} 196V${196 - height}`} />
              <path d={`M${x} ${200 - height}l${index % 2 ? 6 : -6} -6`} />
            </g>
          );
        })}
      </g>
      <path d="M60 190l10-24h60l10 24z" fill="#0d1433" stroke={spec.primary} strokeOpacity="0.6" />
      <rect
        x="70"
        y="96"
        width="60"
        height="72"
        rx="10"
        fill="#0f1738"
        stroke={spec.primary}
        strokeWidth="3"
      />
      <circle cx="100" cy="128" r="11" fill="none" stroke={spec.accent} strokeWidth="3" />
      <circle cx="100" cy="128" r="4" fill={spec.accent} />
      <path d="M70 112H52v30" stroke={spec.primary} strokeWidth="7" fill="none" strokeLinecap="round" />
      <Tool tool={spec.tool} primary={spec.primary} accent={spec.accent} />
      <Antenna antenna={spec.antenna} accent={spec.accent} />
      <Head head={spec.head} primary={spec.primary} accent={spec.accent} />
    </svg>
  );
}
