import { farmerById, heroById, itemById, type Rarity } from '@wos/shared';

/** One colour per rarity for the generated pictures. */
const RARITY_COLOURS: Record<Rarity, [string, string]> = {
  common: ['#6b7280', '#1f2937'],
  uncommon: ['#22c55e', '#064e3b'],
  rare: ['#3b82f6', '#1e1b4b'],
  epic: ['#a855f7', '#3b0764'],
  legendary: ['#f59e0b', '#451a03'],
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A small deterministic number from the id, so each catalogue entry gets its own pattern. */
function seedOf(id: string): number {
  let hash = 2166136261;
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

export const ART_KINDS = ['farmers', 'heroes', 'items'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

const ENTRY_OF: Record<ArtKind, (id: string) => { id: string; name: string; rarity: Rarity } | undefined> = {
  farmers: farmerById,
  heroes: heroById,
  items: itemById,
};

/**
 * The picture `image_src` points at (docs/architecture.md §6: art generated in code, one
 * stable picture per catalogue entry): the entry's initials on its rarity's
 * colours, with rings placed by its id. Undefined for an unknown entry.
 */
export function catalogueArt(kind: ArtKind, id: string): string | undefined {
  const entry = ENTRY_OF[kind](id);
  if (!entry) return undefined;
  const [light, dark] = RARITY_COLOURS[entry.rarity];
  const seed = seedOf(entry.id);
  const initials = entry.name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const rings = [0, 1, 2]
    .map((i) => {
      const r = 40 + ((seed >>> (i * 8)) % 60);
      return `<circle cx="128" cy="112" r="${r}" fill="none" stroke="${light}" stroke-opacity="${0.25 + i * 0.2}" stroke-width="${2 + i}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(entry.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="256" height="256" rx="24" fill="url(#g)"/>${rings}
<text x="128" y="126" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>
<text x="128" y="222" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#ffffff">${escapeXml(entry.name)}</text>
</svg>`;
}
