/**
 * `npm run bench:treasury-drain [wallets] [days] [packs]` (default 100 wallets, 7 days, 5 packs):
 * two scenarios. First, an attacker's wallets claim both free hero packs every UTC day, open them
 * and offer every hero and item to the treasury. Prints per day what the old
 * rule would have paid for the same assets (Σ 80 % of their estimates, capped
 * by what the treasury would still have held under that rule) and what the server paid, against the day's 2 % budget;
 * checks that every refusal left the wallet's WLO as it was and that the
 * treasury lost exactly what it paid, and that WLO is conserved at the end. Exits 1 when a day exceeds 2 %.
 * Second, the paid-pack arbitrage (treasury-drain-paid-packs.ts): the wallets buy basic farmer
 * packs with WLO each day and sell what opens right after 00:00 UTC; prints what the treasury
 * paid against what the game received, and exits 1 when paid ÷ received exceeds 0.8.
 */
import { address } from '@solana/kit';
import {
  estimateBaseUnits,
  fromBaseUnits,
  instantSellBaseUnits,
  type OpenPackResponse,
  type PreparePackResponse,
  type Rarity,
  TREASURY_DAILY_BUYBACK_PERCENT,
  WLO_DECIMALS,
} from '@wos/shared';
import { assertConservation } from '../apps/server/test/conservation.ts';
import { signedInPlayer, type TestPlayer } from '../apps/server/test/players.ts';
import { startBenchApp } from './app.ts';
import { paidPackArbitrage } from './treasury-drain-paid-packs.ts';

const WALLETS = Number(process.argv[2] ?? 100);
const DAYS = Number(process.argv[3] ?? 7);
const PACKS_PER_DAY = Number(process.argv[4] ?? 5);
const FREE_PACKS = ['hero-basic', 'hero-legendary'] as const;
const PARALLEL = 10;
const wlo = (units: bigint) => fromBaseUnits(units, WLO_DECIMALS).toLocaleString('en-US');

async function main(): Promise<void> {
  const started = Date.now();
  const { app, services, close } = await startBenchApp();
  const treasury = services.accounts.pools.treasury.address;
  const balanceOf = (owner: string) =>
    services.chain.getTokenBalance(address(owner), services.accounts.wloMint);
  const post = (player: TestPlayer, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: player.auth, payload });

  let failed = false;
  // The treasury under the old rule (every asset bought at 80 %), to cap what it could have paid.
  let oldRuleTreasury = await balanceOf(treasury);
  const players: TestPlayer[] = [];
  for (let i = 0; i < WALLETS; i++) players.push(await signedInPlayer(app));
  console.log(`treasury-drain: ${WALLETS} wallets, ${DAYS} UTC days, both free hero packs a day each`);
  console.log('day  treasury at start   budget (2 %)   old rule would pay   server paid   refused   share');

  for (let day = 1; day <= DAYS; day++) {
    if (day > 1) {
      await app.inject({ method: 'POST', url: '/dev/clock/advance', payload: { days: 1 } });
      // Sessions last 24 h on the server's clock: the wallets sign in again.
      for (let i = 0; i < players.length; i++) players[i] = await signedInPlayer(app, players[i]!.signer);
    }
    const opening = await balanceOf(treasury);
    let wouldPay = 0n;
    let paid = 0n;
    let refused = 0;
    // Wallets work side by side, a few at a time, as a farm of attackers would.
    const attack = async (player: TestPlayer) => {
      for (const packId of FREE_PACKS) {
        const claimed = await post(player, '/packs/prepare-transaction', {
          walletAddress: player.address,
          packId,
        });
        const pack = claimed.json<PreparePackResponse>().packDetails?.pack;
        if (claimed.statusCode !== 200 || !pack) throw new Error(`claim: ${claimed.body}`);
        const opened = await post(player, '/packs/open', { walletAddress: player.address, packId: pack.id });
        if (opened.statusCode !== 200) throw new Error(`open: ${opened.body}`);
        const { heroes = [], items = [] } = opened.json<OpenPackResponse>().contents;
        const assets = [
          ...heroes.map((hero) => ({
            id: hero.id,
            type: 'hero',
            rarity: hero.rarity as Rarity,
            level: hero.level,
          })),
          ...items.map((item) => ({ id: item.id, type: 'item', rarity: item.rarity as Rarity, level: 1 })),
        ];
        for (const asset of assets) {
          wouldPay += instantSellBaseUnits(estimateBaseUnits(asset.rarity, asset.level));
          const before = await balanceOf(player.address);
          const sold = await post(player, '/marketplace/instant-sell', {
            walletAddress: player.address,
            assetId: asset.id,
            assetType: asset.type,
          });
          if (sold.statusCode === 200) {
            paid += BigInt(Math.round(sold.json<{ credits: number }>().credits * 10 ** WLO_DECIMALS));
            continue;
          }
          refused++;
          if ((await balanceOf(player.address)) !== before) {
            console.log(`  refusal ${sold.statusCode} changed the balance of ${player.address}`);
            failed = true;
          }
        }
      }
    };
    for (let i = 0; i < players.length; i += PARALLEL) {
      await Promise.all(players.slice(i, i + PARALLEL).map(attack));
    }
    // Nothing else moves the treasury here: it lost exactly what it paid (refusals took nothing).
    if ((await balanceOf(treasury)) !== opening - paid) {
      console.log(`  day ${day}: the treasury moved by more than it paid`);
      failed = true;
    }
    const budget = (opening * BigInt(TREASURY_DAILY_BUYBACK_PERCENT)) / 100n;
    const before = wouldPay > oldRuleTreasury ? oldRuleTreasury : wouldPay;
    oldRuleTreasury -= before;
    const share = Number((paid * 1_000_000n) / opening) / 10_000;
    if (paid > budget) failed = true;
    console.log(
      `${String(day).padStart(3)}  ${wlo(opening).padStart(16)}  ${wlo(budget).padStart(13)}  ${wlo(before).padStart(19)}  ${wlo(paid).padStart(12)}  ${String(refused).padStart(8)}  ${share.toFixed(2)} %`,
    );
  }
  const arbitrage = await paidPackArbitrage({ app, services, close }, WALLETS, DAYS, PACKS_PER_DAY);
  if (arbitrage.failed) failed = true;
  await assertConservation(services);
  await close();
  console.log(
    `${failed ? 'FAILED' : 'ok'}: every day within ${TREASURY_DAILY_BUYBACK_PERCENT} % of the treasury, paid-pack arbitrage paid ${arbitrage.ratio.toFixed(4)} of what the game received (≤ 0.8), refusals changed nothing, WLO conserved (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
