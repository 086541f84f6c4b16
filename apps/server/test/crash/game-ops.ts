import { randomInt } from 'node:crypto';
import { signPrepared } from '../players.ts';
import { call } from './api.ts';

/** The game's paid flows in the crash burst: a pack bought in WLO, a pack opened, a harvest. */
export type GameAcknowledged =
  | { op: 'pack'; wallet: string; packId: string; signature: string }
  | { op: 'open'; wallet: string; packId: string }
  | { op: 'harvest'; wallet: string; payout: { status: string; signature: string | null } };

interface GamePlayer {
  signer: Parameters<typeof signPrepared>[0];
  token: string;
}

type Outcome = GameAcknowledged | null | 'down';

/** One of buy, open or harvest, at random. */
export async function gameOperation(baseUrl: string, player: GamePlayer): Promise<Outcome> {
  const roll = randomInt(3);
  if (roll === 0) return buyPack(baseUrl, player);
  if (roll === 1) return openPack(baseUrl, player);
  return harvest(baseUrl, player);
}

async function buyPack(baseUrl: string, player: GamePlayer): Promise<Outcome> {
  const wallet = player.signer.address;
  const prepared = await call(
    baseUrl,
    'POST',
    '/packs/prepare-transaction',
    { walletAddress: wallet, packId: 'farmer-basic', assetType: 'farmer', paymentToken: 'WLO' },
    player.token,
  );
  if (prepared.status === 0) return 'down';
  if (prepared.status !== 200) return null;
  const { transaction, packDetails } = prepared.body as {
    transaction: string;
    packDetails: { purchaseId: string };
  };
  const processed = await call(
    baseUrl,
    'POST',
    '/packs/process-transaction',
    {
      signedTransaction: await signPrepared(player.signer, transaction),
      purchaseId: packDetails.purchaseId,
      walletAddress: wallet,
    },
    player.token,
  );
  if (processed.status === 0) return 'down';
  if (processed.status !== 200) return null;
  const body = processed.body as { transactionSignature: string; pack: { id: string } };
  return { op: 'pack', wallet, packId: body.pack.id, signature: body.transactionSignature };
}

async function openPack(baseUrl: string, player: GamePlayer): Promise<Outcome> {
  const wallet = player.signer.address;
  const inventory = await call(baseUrl, 'GET', `/packs/inventory/${wallet}?assetType=farmer`);
  if (inventory.status === 0) return 'down';
  const packs = (inventory.body.packs as { id: string }[] | undefined) ?? [];
  const pack = packs[randomInt(Math.max(packs.length, 1))];
  if (!pack) return buyPack(baseUrl, player);
  const opened = await call(
    baseUrl,
    'POST',
    '/packs/open',
    { walletAddress: wallet, packId: pack.id },
    player.token,
  );
  if (opened.status === 0) return 'down';
  return opened.status === 200 ? { op: 'open', wallet, packId: pack.id } : null;
}

async function harvest(baseUrl: string, player: GamePlayer): Promise<Outcome> {
  const wallet = player.signer.address;
  const answer = await call(baseUrl, 'POST', '/farmers/harvest', { walletAddress: wallet }, player.token);
  if (answer.status === 0) return 'down';
  if (answer.status !== 200) return null;
  return {
    op: 'harvest',
    wallet,
    payout: answer.body.payout as { status: string; signature: string | null },
  };
}
