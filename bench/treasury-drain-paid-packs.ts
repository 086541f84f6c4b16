/**
 * The paid-pack arbitrage of `npm run bench:treasury-drain` (docs/rules.md §5, §6, decided
 * 2026-11-27): every wallet buys basic farmer packs with WLO each UTC day, opens them, and sells
 * the farmers to the treasury right after the next 00:00 UTC, when a fresh buy-back budget opens.
 * Under the cost-basis rule the treasury pays at most 80 % of what the game received for each, so
 * paid ÷ received stays at or below 0.8; the old rule (80 % of the estimate: 2,400 WLO or more for a
 * 100 WLO pack) would have paid 24 times the price.
 */
import {
  estimateBaseUnits,
  fromBaseUnits,
  INSTANT_SELL_PERCENT,
  instantSellBaseUnits,
  nextUtcMidnight,
  PACK_SPLIT,
  type Rarity,
  WLO_DECIMALS,
} from '@wos/shared';
import { buyPack, fundedPlayer, openPack, post, wloOf } from '../apps/server/test/packs.ts';
import { signedInPlayer, type TestPlayer } from '../apps/server/test/players.ts';
import type { BenchApp } from './app.ts';

const PACK = 'farmer-basic';
const PACK_WLO = 100;
const PARALLEL = 10;
const DAY_MS = 86_400_000;
const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS).toLocaleString('en-US');

interface Held {
  id: string;
  rarity: Rarity;
  level: number;
  /** WLO base units the game received for the pack it came from. */
  cost: bigint;
}

export interface ArbitrageResult {
  received: bigint;
  paid: bigint;
  /** paid ÷ received. */
  ratio: number;
  failed: boolean;
}

/** Moves the dev clock to one minute past the next 00:00 UTC; the wallets sign in again (sessions last 24 h). */
async function toNextMidnight(bench: BenchApp, players: TestPlayer[]): Promise<void> {
  const now = bench.services.clock.now();
  const target = nextUtcMidnight(now).getTime() + 60_000;
  const days = (target - now.getTime()) / DAY_MS;
  const answer = await bench.app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days } });
  if (answer.statusCode !== 200) throw new Error(`clock: ${answer.body}`);
  for (let i = 0; i < players.length; i++) players[i] = await signedInPlayer(bench.app, players[i]!.signer);
}

export async function paidPackArbitrage(
  bench: BenchApp,
  wallets: number,
  days: number,
  packsPerDay: number,
): Promise<ArbitrageResult> {
  const treasury = bench.services.accounts.pools.treasury.address;
  const players: TestPlayer[] = [];
  for (let i = 0; i < wallets; i++) {
    players.push(await fundedPlayer(bench, { sol: 1, wlo: PACK_WLO * packsPerDay * days }));
  }
  const held = new Map<string, Held[]>(players.map((player) => [player.address, []]));
  const treasuryAtStart = await wloOf(bench, treasury);
  let received = 0n;
  let paid = 0n;
  let oldRule = 0n;
  let failed = false;

  console.log(
    `\npaid-pack arbitrage: ${wallets} wallets buy ${packsPerDay} basic farmer packs (${PACK_WLO} WLO each) a day for ${days} days and sell the farmers to the treasury right after 00:00 UTC`,
  );
  console.log(
    'day  bought (WLO)   sold  their packs (WLO)  treasury paid  old rule would pay  refused  paid ÷ received',
  );

  const inBatches = async (work: (player: TestPlayer) => Promise<void>) => {
    for (let i = 0; i < players.length; i += PARALLEL) {
      await Promise.all(players.slice(i, i + PARALLEL).map(work));
    }
  };

  for (let day = 1; day <= days + 1; day++) {
    await toNextMidnight(bench, players);
    let dayPaid = 0n;
    let dayOld = 0n;
    let daySoldCost = 0n;
    let sold = 0;
    let refused = 0;
    // Right after 00:00 UTC: everything opened yesterday goes to the treasury.
    await inBatches(async (player) => {
      for (const farmer of held.get(player.address) ?? []) {
        const before = await wloOf(bench, player.address);
        const answer = await post(bench, '/marketplace/instant-sell', player, {
          walletAddress: player.address,
          assetId: farmer.id,
          assetType: 'farmer',
        });
        dayOld += instantSellBaseUnits(estimateBaseUnits(farmer.rarity, farmer.level));
        daySoldCost += farmer.cost;
        if (answer.statusCode === 200) {
          dayPaid += BigInt(Math.round(answer.json<{ credits: number }>().credits * 10 ** WLO_DECIMALS));
          sold++;
          continue;
        }
        refused++;
        if ((await wloOf(bench, player.address)) !== before) {
          console.log(`  refusal ${answer.statusCode} changed the balance of ${player.address}`);
          failed = true;
        }
      }
      held.set(player.address, []);
    });
    // Then, while there are days left, the day's packs: bought with WLO and opened.
    let dayReceived = 0n;
    if (day <= days) {
      await inBatches(async (player) => {
        for (let p = 0; p < packsPerDay; p++) {
          const before = await wloOf(bench, player.address);
          const { processed } = await buyPack(bench, player, PACK, { paymentToken: 'WLO' });
          const cost = before - (await wloOf(bench, player.address));
          dayReceived += cost;
          const farmer = (await openPack(bench, player, processed.pack.id)).contents.farmers?.[0];
          if (!farmer) throw new Error(`pack ${processed.pack.id} opened into no farmer`);
          held.get(player.address)?.push({ id: farmer.id, rarity: farmer.rarity, level: farmer.level, cost });
        }
      });
    }
    received += dayReceived;
    paid += dayPaid;
    oldRule += dayOld;
    // What the treasury paid this morning against what the game received for the packs those farmers came from.
    const dayRatio =
      daySoldCost === 0n ? '—' : (Number((dayPaid * 1_000_000n) / daySoldCost) / 1_000_000).toFixed(4);
    console.log(
      `${String(day).padStart(3)}  ${wlo(dayReceived).padStart(12)}  ${String(sold).padStart(5)}  ${wlo(daySoldCost).padStart(17)}  ${wlo(dayPaid).padStart(13)}  ${wlo(dayOld).padStart(18)}  ${String(refused).padStart(7)}  ${dayRatio.padStart(15)}`,
    );
  }

  const ratio = received === 0n ? 0 : Number((paid * 1_000_000n) / received) / 1_000_000;
  if (paid * 100n > received * BigInt(INSTANT_SELL_PERCENT)) failed = true;
  console.log(
    `total: the game received ${wlo(received)} WLO for the packs; the treasury paid ${wlo(paid)} WLO for what they opened into (the old rule: ${wlo(oldRule)} WLO); paid ÷ received = ${ratio.toFixed(4)} (at most ${INSTANT_SELL_PERCENT / 100})`,
  );
  // The treasury's own side: it gets its 5 % split of each pack (docs/rules.md §2) and pays the sales.
  const treasuryNow = await wloOf(bench, treasury);
  console.log(
    `treasury: ${wlo(treasuryAtStart)} → ${wlo(treasuryNow)} WLO (its ${PACK_SPLIT.find((share) => share.pool === 'treasury')?.percent} % split of the packs in, the sales out)`,
  );
  return { received, paid, ratio, failed };
}
