import type { PackAssetType, PackTier } from '@wos/shared';
import { useId } from 'react';

/** Tier colours of the packs: steel for basic, violet for premium, gold for legendary. */
const TIER_COLOURS: Record<PackTier, { edge: string; glow: string; label: string }> = {
  basic: { edge: '#00f0ff', glow: '#0c3a66', label: 'BASIC' },
  premium: { edge: '#b14cff', glow: '#3b1670', label: 'PREMIUM' },
  legendary: { edge: '#ffc247', glow: '#5c3a08', label: 'LEGENDARY' },
};

function Emblem({ assetType, colour }: { assetType: PackAssetType; colour: string }) {
  if (assetType === 'farmer') {
    // A sprout on a circuit: the farms.
    return (
      <g fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path d="M80 124V92" />
        <path d="M80 100c-4-14-16-20-28-18c2 14 14 20 28 18z" fill={colour} fillOpacity="0.25" />
        <path d="M80 94c4-16 16-22 30-20c-2 16-16 22-30 20z" fill={colour} fillOpacity="0.25" />
        <path d="M58 124h44M66 124v8M94 124v8" />
      </g>
    );
  }
  // Crossed blades: the heroes.
  return (
    <g fill="none" stroke={colour} strokeWidth="4" strokeLinecap="round">
      <path d="M56 72l44 48M104 72l-44 48" />
      <path d="M92 118l10-4M68 118l-10-4" />
      <circle cx="80" cy="96" r="6" fill={colour} />
    </g>
  );
}

interface Props {
  assetType: PackAssetType;
  tier: PackTier;
  /** Read by screen readers, e.g. the pack's name. */
  label: string;
  className?: string;
}

/** A sealed pack drawn in code: its tier's colours and the emblem of what it holds. */
export function PackArt({ assetType, tier, label, className = '' }: Props) {
  const colours = TIER_COLOURS[tier];
  const id = useId();
  return (
    <svg className={`pack-art ${className}`} viewBox="0 0 160 200" role="img" aria-label={label}>
      <defs>
        <linearGradient id={`${id}-body`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours.glow} />
          <stop offset="1" stopColor="#070a1c" />
        </linearGradient>
      </defs>
      <path
        d="M24 18h112l8 10v144l-8 10H24l-8-10V28z"
        fill={`url(#${id}-body)`}
        stroke={colours.edge}
        strokeWidth="3"
      />
      <path d="M16 40h128M16 156h128" stroke={colours.edge} strokeOpacity="0.5" strokeDasharray="4 5" />
      <circle cx="80" cy="100" r="44" fill="none" stroke={colours.edge} strokeOpacity="0.35" />
      <Emblem assetType={assetType} colour={colours.edge} />
      <text
        x="80"
        y="172"
        textAnchor="middle"
        fill={colours.edge}
        fontSize="12"
        fontWeight="800"
        letterSpacing="2"
      >
        {colours.label}
      </text>
      <text x="80" y="33" textAnchor="middle" fill="#e8f1ff" fontSize="9" fontWeight="700" letterSpacing="3">
        {assetType === 'farmer' ? 'FARMER PACK' : 'HERO PACK'}
      </text>
    </svg>
  );
}
