import type { Rarity } from '@wos/shared';
import { useState } from 'react';
import { rarityStyle } from '../lib/rarity-style.ts';

interface Props {
  /** The picture the server serves (`/art/…svg`). */
  src: string;
  name: string;
  rarity: Rarity;
  className?: string;
  /** Load it only when it scrolls near (lists); a dialog's picture loads at once. */
  lazy?: boolean;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * An asset's picture (decorative: its name is always written next to it). If the picture
 * cannot be loaded, the asset's initials on its rarity's colour stand in.
 */
export function AssetImage({ src, name, rarity, className = '', lazy = true }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span
        className={`asset-image asset-image--fallback ${className}`}
        style={rarityStyle(rarity)}
        aria-hidden="true"
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className={`asset-image ${className}`}
      src={src}
      alt=""
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
