/**
 * What a deployment pays a provider that bills requests: the JSON-RPC
 * requests the API processes send per paid action, on the production path
 * (PostgreSQL and the local node, 2 API processes, each action's two calls
 * on different processes), counted by a proxy in front of the node. Players
 * act at once, as a game's players do; every figure is after one warm-up
 * action each (a shape's simulation and fee read are made once per process).
 * The idle minute is measured first, on the processes just started.
 *
 *   npx tsx bench/rpc-requests.ts [wallets] [rounds] [idleSeconds]
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { Cluster } from '../apps/server/test/cluster/cluster.ts';
import { type ApiAnswer, call, signIn } from '../apps/server/test/crash/api.ts';
import { signPrepared } from '../apps/server/test/players.ts';
import { type Staker, stakers } from './cluster-stakers.ts';

export interface RpcRequestsRow {
  action: string;
  actions: number;
  perAction: number;
  methods: Record<string, number>;
}

export interface RpcRequestsReport {
  processes: number;
  wallets: number;
  rows: RpcRequestsRow[];
  idle: { seconds: number; requests: number; perMinute: number };
}

/** Payouts the server sends after answering (a sale's seller and fee) land within this. */
const PAYOUTS_SETTLE_MS = 3_000;

function post(origins: readonly string[], player: Staker, path: string, body: object) {
  const origin = origins[player.next++ % origins.length] ?? '';
  return call(origin, 'POST', path, body, player.token).then((answer) => ok(path, answer));
}

function ok(path: string, answer: ApiAnswer): Record<string, unknown> {
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

async function stake(origins: readonly string[], player: Staker): Promise<string> {
  const walletAddress = player.signer.address;
  const prepared = (await post(origins, player, '/staking/v2/stake', {
    walletAddress,
    amount: 100,
    lockPeriod: 7,
  })) as { transaction: string; stakeId: string };
  await post(origins, player, '/staking/v2/process-transaction', {
    signedTransaction: await signPrepared(player.signer, prepared.transaction),
    stakeId: prepared.stakeId,
    walletAddress,
  });
  return prepared.stakeId;
}

/** A basic farmer pack bought as the page buys it: the bought pack's id. */
async function buyPack(origins: readonly string[], player: Staker): Promise<string> {
  const walletAddress = player.signer.address;
  const prepared = (await post(origins, player, '/packs/prepare-transaction', {
    walletAddress,
    packId: 'farmer-basic',
    network: 'localnet',
  })) as { transaction: string; packDetails: { purchaseId: string; packId: string } };
  const processed = (await post(origins, player, '/packs/process-transaction', {
    signedTransaction: await signPrepared(player.signer, prepared.transaction),
    purchaseId: prepared.packDetails.purchaseId,
    packId: prepared.packDetails.packId,
    walletAddress,
    network: 'localnet',
  })) as { pack: { id: string } };
  return processed.pack.id;
}

/** Opens one of the player's packs and lists its first farmer at 10 WLO: the listing's id. */
async function listAFarmer(origins: readonly string[], player: Staker, packId: string): Promise<string> {
  const walletAddress = player.signer.address;
  const opened = (await post(origins, player, '/packs/open', {
    walletAddress,
    packId,
    network: 'localnet',
  })) as { contents: { farmers?: Array<{ id: string }> } };
  const farmer = opened.contents.farmers?.[0];
  if (!farmer) throw new Error('a basic farmer pack held no farmer');
  const listed = (await post(origins, player, '/marketplace/list', {
    walletAddress,
    assetId: farmer.id,
    assetType: 'farmer',
    price: 10,
    network: 'localnet',
  })) as { listing: { id: string } };
  return listed.listing.id;
}

async function buyListing(origins: readonly string[], player: Staker, listingId: string): Promise<void> {
  const buyerWalletAddress = player.signer.address;
  const prepared = (await post(origins, player, `/marketplace/buy/${listingId}`, {
    buyerWalletAddress,
    network: 'localnet',
  })) as { transaction: string; purchaseId: string };
  await post(origins, player, '/marketplace/process-transaction', {
    listingId,
    purchaseId: prepared.purchaseId,
    signedTransaction: await signPrepared(player.signer, prepared.transaction),
    buyerWalletAddress,
    network: 'localnet',
  });
}

export async function benchRpcRequests(
  wallets = 20,
  rounds = 3,
  idleSeconds = 60,
  databaseServer = process.env.DATABASE_URL,
): Promise<RpcRequestsReport> {
  const processes = 2;
  const cluster = await Cluster.start({
    apiProcesses: processes,
    countRpc: true,
    ...(databaseServer ? { databaseServer } : {}),
  });
  try {
    const origins = cluster.urls;
    const proxy = cluster.rpc;
    if (!proxy) throw new Error('no counting proxy');
    // Idle first: after the actions, the jobs finish their work for a while (a handed-out
    // payment's expiry, a payout's grace), which is that work's cost, not idleness's.
    const idleBefore = proxy.counts.requests;
    await sleep(idleSeconds * 1000);
    // Every request that reached the proxy, forwarded or not.
    const requests = proxy.counts.requests - idleBefore;
    const rows: RpcRequestsRow[] = [];
    /** Runs `act` for every player at once, `times` each, and counts what the node was asked meanwhile. */
    const measure = async (
      action: string,
      times: number,
      act: (player: Staker, index: number) => Promise<void>,
    ) => {
      const before = { ...proxy.forwarded.byMethod };
      await Promise.all(
        players.map(async (player, index) => {
          for (let round = 0; round < times; round += 1) await act(player, index);
        }),
      );
      if (action === 'listing purchase') await sleep(PAYOUTS_SETTLE_MS);
      const methods: Record<string, number> = {};
      for (const [method, count] of Object.entries(proxy.forwarded.byMethod)) {
        const delta = count - (before[method] ?? 0);
        if (delta > 0) methods[method] = delta;
      }
      const actions = players.length * times;
      const total = Object.values(methods).reduce((sum, count) => sum + count, 0);
      rows.push({ action, actions, perAction: total / actions, methods });
    };

    // WLO for the stakes and packs: 100 a stake, 100 a basic farmer pack.
    const players = await stakers(origins, wallets, 4 * (rounds + 2));
    const stakeIds: string[][] = players.map(() => []);
    const remember = (index: number) => (id: string) => void stakeIds[index]?.push(id);
    // The warm-up: one of each before anything is counted.
    await Promise.all(players.map(async (player, index) => remember(index)(await stake(origins, player))));
    await measure('stake', rounds, async (player, index) => remember(index)(await stake(origins, player)));
    const packs: string[][] = players.map(() => []);
    const bought = (index: number) => (id: string) => void packs[index]?.push(id);
    await Promise.all(players.map(async (player, index) => bought(index)(await buyPack(origins, player))));
    await measure('pack', rounds, async (player, index) => bought(index)(await buyPack(origins, player)));
    const listOne = (player: Staker, index: number) =>
      listAFarmer(origins, player, packs[index]?.pop() ?? '');
    const listings = await Promise.all(players.map(listOne));
    const warmUp = await Promise.all(players.map(listOne));
    await Promise.all(
      players.map((player, index) => buyListing(origins, player, warmUp[(index + 1) % players.length] ?? '')),
    );
    await sleep(PAYOUTS_SETTLE_MS);
    await measure('listing purchase', 1, (player, index) =>
      buyListing(origins, player, listings[(index + 1) % players.length] ?? ''),
    );

    await call(origins[0] ?? '', 'POST', '/dev/clock/advance', { days: 8 });
    // Eight days outlive the 24-hour session; the other process learns of the clock meanwhile.
    for (const player of players) player.token = await signIn(origins[0] ?? '', player.signer);
    const claim = async (player: Staker, index: number) => {
      const stakingId = stakeIds[index]?.pop();
      if (!stakingId) throw new Error('no stake left to claim');
      await post(origins, player, '/staking/v2/claim', { walletAddress: player.signer.address, stakingId });
    };
    await Promise.all(players.map(claim));
    await measure('claim (two payouts the server sends)', 1, claim);

    return {
      processes,
      wallets,
      rows,
      idle: { seconds: idleSeconds, requests, perMinute: (requests * 60) / idleSeconds },
    };
  } finally {
    await cluster.close();
  }
}

export function formatRpcRequests(report: RpcRequestsReport): string {
  const lines = report.rows.map(
    (row) =>
      `  ${row.action.padEnd(40)} ${row.perAction.toFixed(2).padStart(6)} requests each (${row.actions} actions)  ${Object.entries(
        row.methods,
      )
        .map(([method, count]) => `${method} ${(count / row.actions).toFixed(2)}`)
        .join(', ')}`,
  );
  lines.push(
    `  ${'an idle minute'.padEnd(40)} ${report.idle.perMinute.toFixed(1).padStart(6)} requests (${report.idle.requests} in ${report.idle.seconds} s)`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await benchRpcRequests(
    Number(process.argv[2] ?? 20),
    Number(process.argv[3] ?? 3),
    Number(process.argv[4] ?? 60),
  );
  console.log(
    `RPC requests per action, ${report.processes} API processes, ${report.wallets} players at once`,
  );
  console.log(formatRpcRequests(report));
}
