import { z } from 'zod';
import { SpecCallError, specCall } from './http.ts';
import { buyPack, openAndVerify } from './packs.ts';
import { type SpecPlayer, signIn } from './session.ts';
import { newSpecWallet } from './wallet.ts';

/**
 * A client written from the specifications alone (issue 18): every call
 * carries exactly the specification's payload, plus the Bearer session of
 * /auth/message + /auth/sign. Localnet's dev calls (/dev/airdrop,
 * /dev/clock/advance) stand in for real funds and real days.
 */
export interface SpecClientReport {
  solFarmerPack: { id: string; price: number; token: string; opened: string };
  wloHeroPack: { id: string; price: number; token: string; opened: string };
  discountedPack: { id: string; price: number; token: string; discountPercent: number; opened: string };
  marketplaceBuy: { listingId: string; signature: string };
}

export type StepLog = (line: string) => void;

const success = z.object({}).passthrough();

async function step<T>(log: StepLog, name: string, run: () => Promise<T>, describe: (value: T) => string) {
  try {
    const value = await run();
    log(`${name}: ${describe(value)}`);
    return value;
  } catch (error) {
    const reason = error instanceof SpecCallError || error instanceof Error ? error.message : String(error);
    throw new Error(`${name} failed: ${reason}`);
  }
}

async function newPlayer(baseUrl: string, funds: { sol: number; wlo: number }): Promise<SpecPlayer> {
  const wallet = await newSpecWallet();
  await specCall(
    baseUrl,
    { method: 'POST', path: '/dev/airdrop', body: { walletAddress: wallet.address, ...funds } },
    success,
  );
  return { wallet, token: await signIn(baseUrl, wallet) };
}

export async function runSpecClient(baseUrl: string, log: StepLog = () => {}): Promise<SpecClientReport> {
  const { network } = await specCall(
    baseUrl,
    { method: 'GET', path: '/config' },
    z.object({ network: z.string() }),
  );
  let player = await step(
    log,
    'sign in (GET /auth/message, POST /auth/sign) and airdrop 2 SOL + 2000 WLO',
    () => newPlayer(baseUrl, { sol: 2, wlo: 2000 }),
    (p) => p.wallet.address,
  );
  const address = player.wallet.address;

  const solFarmer = await step(
    log,
    'buy the basic farmer pack',
    () => buyPack(baseUrl, player, { packId: 'farmer-basic', assetType: 'farmer', network }),
    (pack) => `${pack.price} ${pack.token}, pack ${pack.id}, signature ${pack.signature}`,
  );
  if (solFarmer.token !== 'SOL') throw new Error(`the farmer pack was paid in ${solFarmer.token}, not SOL`);
  const heroPack = await step(
    log,
    'buy the premium hero pack',
    () => buyPack(baseUrl, player, { packId: 'hero-premium', assetType: 'hero', network }),
    (pack) => `${pack.price} ${pack.token}, pack ${pack.id}`,
  );
  if (heroPack.token !== 'WLO' || heroPack.price !== 500) throw new Error('the hero pack was not 500 WLO');
  const farmer = await step(
    log,
    'open the farmer pack and verify its proof',
    () => openAndVerify(baseUrl, player, { id: solFarmer.id, assetType: 'farmer', network }),
    (o) => `${o.rarity} ${o.name}, proof verified (${o.verified})`,
  );
  const hero = await step(
    log,
    'open the hero pack and verify its proof',
    () => openAndVerify(baseUrl, player, { id: heroPack.id, assetType: 'hero', network }),
    (o) => `${o.rarity} ${o.name}, proof verified (${o.verified})`,
  );

  const stakeId = await step(
    log,
    'stake 100 WLO for 7 days (POST /staking/v2/stake, /staking/v2/process-transaction)',
    async () => {
      const { transaction, stakeId } = await specCall(
        baseUrl,
        {
          method: 'POST',
          path: '/staking/v2/stake',
          body: { walletAddress: address, amount: 100, lockPeriod: 7, network },
          token: player.token,
        },
        z.object({ transaction: z.string(), stakeId: z.string() }),
      );
      const { signedTransaction } = await player.wallet.signTransaction(transaction);
      await specCall(
        baseUrl,
        {
          method: 'POST',
          path: '/staking/v2/process-transaction',
          body: { signedTransaction, stakeId, walletAddress: address, network, skipPreflight: false },
          token: player.token,
        },
        z.object({ success: z.literal(true) }),
      );
      return stakeId;
    },
    (id) => `position ${id}`,
  );
  await step(
    log,
    'move the dev clock 8 days past the lock',
    () => specCall(baseUrl, { method: 'POST', path: '/dev/clock/advance', body: { days: 8 } }, success),
    () => 'done',
  );
  // Sessions last 24 h on the server's clock: sign in again after the jump.
  player = { ...player, token: await signIn(baseUrl, player.wallet) };
  const voucher = await step(
    log,
    'claim with risk (the wheel)',
    async () =>
      (
        await specCall(
          baseUrl,
          {
            method: 'POST',
            path: '/staking/v2/claim-with-risk',
            body: { walletAddress: address, stakingId: stakeId, network },
            token: player.token,
          },
          z.object({ voucher: z.object({ packType: z.string(), discountPercent: z.number() }) }),
        )
      ).voucher,
    (v) => `${v.packType} pack at ${v.discountPercent}% off`,
  );
  const discounted = await step(
    log,
    'buy the discounted pack (prepare-discounted-transaction, process-transaction discounted: true)',
    () =>
      buyPack(baseUrl, player, {
        packId: `farmer-${voucher.packType}`,
        assetType: 'farmer',
        network,
        discountPercent: voucher.discountPercent,
      }),
    (pack) => `${pack.price} ${pack.token}, pack ${pack.id}`,
  );
  const discountedFarmer = await step(
    log,
    'open the discounted pack and verify its proof',
    () => openAndVerify(baseUrl, player, { id: discounted.id, assetType: 'farmer', network }),
    (o) => `${o.rarity} ${o.name}, proof verified (${o.verified})`,
  );

  const marketplaceBuy = await buyListing(baseUrl, log, player, farmer.assetId);

  return {
    solFarmerPack: { ...pick(solFarmer), opened: farmer.name },
    wloHeroPack: { ...pick(heroPack), opened: hero.name },
    discountedPack: {
      ...pick(discounted),
      discountPercent: voucher.discountPercent,
      opened: discountedFarmer.name,
    },
    marketplaceBuy,
  };
}

const pick = (pack: { id: string; price: number; token: string }) => ({
  id: pack.id,
  price: pack.price,
  token: pack.token,
});

/**
 * docs/spec/001-game.md §7: POST /marketplace/list {walletAddress, assetId, assetType, price, assetDetails}
 * and POST /marketplace/buy/{listingId} {buyerWalletAddress}. The specification names no
 * call that sends the buyer's signed payment; this server's is POST /marketplace/process-transaction.
 */
async function buyListing(
  baseUrl: string,
  log: StepLog,
  seller: SpecPlayer,
  farmerId: string,
): Promise<{ listingId: string; signature: string }> {
  const listingId = await step(
    log,
    'list the farmer for 150 WLO (POST /marketplace/list)',
    async () =>
      (
        await specCall(
          baseUrl,
          {
            method: 'POST',
            path: '/marketplace/list',
            body: {
              walletAddress: seller.wallet.address,
              assetId: farmerId,
              assetType: 'farmer',
              price: 150,
              assetDetails: {},
            },
            token: seller.token,
          },
          z.object({ listing: z.object({ id: z.string() }) }),
        )
      ).listing.id,
    (id) => `listing ${id}`,
  );
  const buyer = await newPlayer(baseUrl, { sol: 1, wlo: 500 });
  return step(
    log,
    'a second wallet buys it (POST /marketplace/buy/{listingId}, then POST /marketplace/process-transaction, not in the specification)',
    async () => {
      const { transaction } = await specCall(
        baseUrl,
        {
          method: 'POST',
          path: `/marketplace/buy/${listingId}`,
          body: { buyerWalletAddress: buyer.wallet.address },
          token: buyer.token,
        },
        z.object({ transaction: z.string() }),
      );
      const { signedTransaction } = await buyer.wallet.signTransaction(transaction);
      const { signature } = await specCall(
        baseUrl,
        {
          method: 'POST',
          path: '/marketplace/process-transaction',
          body: { listingId, signedTransaction, buyerWalletAddress: buyer.wallet.address },
          token: buyer.token,
        },
        z.object({ signature: z.string() }),
      );
      return { listingId, signature };
    },
    (bought) => `signature ${bought.signature}`,
  );
}
