/**
 * The server's layers, bottom to top. A production file imports only from its
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
  app: 6,
} as const;

export type Layer = keyof typeof LAYER_RANK;

/** What a file under apps/server/src is: production code of a layer, or test code. */
export type Place = { kind: 'layer'; layer: Layer } | { kind: 'test' };

/**
 * The folders before the regroup (`/work/tools/regroup.mjs` moves them into
 * the layer folders), so the same rules run on either layout.
 */
const FOLDER_LAYER_BEFORE_REGROUP: Record<string, Layer> = {
  clock: 'platform',
  jobs: 'platform',
  cache: 'platform',
  'shared-state': 'platform',
  http: 'platform',
  intents: 'payments',
  payouts: 'payments',
  fees: 'payments',
  audit: 'payments',
  auth: 'account',
  wallet: 'account',
  token: 'account',
  farmers: 'game',
  heroes: 'game',
  items: 'game',
  assets: 'game',
  packs: 'game',
  staking: 'game',
  leaderboard: 'game',
  vouchers: 'game',
  marketplace: 'market',
  system: 'app',
  dev: 'app',
  metrics: 'app',
  cluster: 'app',
};

/** Test code still inside src before the regroup moves it to apps/server/test. */
const TEST_CODE_BEFORE_REGROUP = [
  'test/',
  'crash-test/',
  'cluster-test/',
  'packs/test-packs.ts',
  'marketplace/test-market.ts',
  'shared-state/scenarios.ts',
  'shared-state/test-apps.ts',
];

/** Root files that belong to platform before the regroup moves them there. */
const ROOT_FILES_IN_PLATFORM = new Set(['logger.ts', 'config.ts', 'config-secret-keys.ts']);

const isLayer = (name: string): name is Layer => Object.hasOwn(LAYER_RANK, name);

/**
 * The place of a file given relative to apps/server/src ('/'-separated), or
 * undefined for a folder no layer owns yet (the test names it).
 */
export function placeOf(fromSrc: string): Place | undefined {
  if (fromSrc.endsWith('.test.ts') || TEST_CODE_BEFORE_REGROUP.some((prefix) => fromSrc.startsWith(prefix)))
    return { kind: 'test' };
  const [top = '', ...rest] = fromSrc.split('/');
  // Files at the root: the entry points and, before the regroup, the composition and config.
  if (rest.length === 0)
    return { kind: 'layer', layer: ROOT_FILES_IN_PLATFORM.has(top) ? 'platform' : 'app' };
  const layer = isLayer(top) ? top : FOLDER_LAYER_BEFORE_REGROUP[top];
  return layer ? { kind: 'layer', layer } : undefined;
}

/** Whether a file of layer `from` may import a file of layer `to`. */
export function mayImport(from: Layer, to: Layer): boolean {
  if (from === to) return true;
  return LAYER_RANK[to] < LAYER_RANK[from];
}

/**
 * The feature folder a file belongs to, relative to apps/server/src: the
 * folder under its layer (`game/farmers`), or before the regroup the top
 * folder (`farmers`); a subfolder such as `farmers/weekly` is the same feature.
 */
export function featureOf(fromSrc: string): string {
  const [top = '', second = ''] = fromSrc.split('/');
  return isLayer(top) ? `${top}/${second}` : top;
}
