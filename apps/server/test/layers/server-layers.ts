/**
 * The server's layers, bottom to top (ops: the operator's tools and view,
 * reading every feature below them; app's entry point runs the doctor). A production file imports only from its
 * own layer or lower ones; db and chain are both at the bottom and import
 * neither each other nor anything above. Test code (apps/server/test, the
 * `*.test.ts` files) may import anything, and no production file imports it.
 */
export const LAYER_RANK = {
  db: 0,
  chain: 0,
  platform: 1,
  payments: 2,
  account: 3,
  game: 4,
  market: 5,
  /** The operator's tools (the doctor): they read every layer below to report on it. */
  ops: 6,
  app: 7,
} as const;

export type Layer = keyof typeof LAYER_RANK;

/** What a file under apps/server/src is: production code of a layer, or test code. */
export type Place = { kind: 'layer'; layer: Layer } | { kind: 'test' };

const isLayer = (name: string): name is Layer => Object.hasOwn(LAYER_RANK, name);

/**
 * The place of a file given relative to apps/server/src ('/'-separated), or
 * undefined for a folder no layer owns (the test names it). The entry points
 * (main.ts, start-server.ts) sit at the root and belong to app.
 */
export function placeOf(fromSrc: string): Place | undefined {
  if (fromSrc.endsWith('.test.ts')) return { kind: 'test' };
  const [top = '', ...rest] = fromSrc.split('/');
  if (rest.length === 0) return { kind: 'layer', layer: 'app' };
  return isLayer(top) ? { kind: 'layer', layer: top } : undefined;
}

/** Whether a file of layer `from` may import a file of layer `to`. */
export function mayImport(from: Layer, to: Layer): boolean {
  if (from === to) return true;
  return LAYER_RANK[to] < LAYER_RANK[from];
}

/**
 * The feature folder a file belongs to, relative to apps/server/src: the
 * folder under its layer (`game/farmers`); a subfolder such as
 * `game/farmers/weekly` is the same feature.
 */
export function featureOf(fromSrc: string): string {
  const [top = '', second = ''] = fromSrc.split('/');
  return isLayer(top) ? `${top}/${second}` : top;
}
