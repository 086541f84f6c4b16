import { address } from '@solana/kit';
import type { OpenPackResponse, PreparePackResponse, ProcessPackResponse } from '@wos/shared';
import type { TestApp } from './app.ts';
import { signedInPlayer, signPrepared, type TestPlayer } from './players.ts';

/** Helpers the packs tests share: players with funds, and purchases made as the page makes them. */

/** What the helpers use of a test app (a bench's app fits too). */
type AppUnderTest = Pick<TestApp, 'app' | 'services'>;

export async function fundedPlayer(
  t: AppUnderTest,
  funds: { sol?: number; wlo?: number },
): Promise<TestPlayer> {
  const player = await signedInPlayer(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/dev/airdrop',
    payload: { walletAddress: player.address, sol: funds.sol ?? 0, wlo: funds.wlo ?? 0 },
  });
  if (response.statusCode !== 200) throw new Error(`airdrop: ${response.body}`);
  return player;
}

export function post(t: AppUnderTest, url: string, player: TestPlayer | undefined, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: player?.auth ?? {}, payload });
}

export async function wloOf(t: AppUnderTest, owner: string): Promise<bigint> {
  return t.services.chain.getTokenBalance(address(owner), t.services.accounts.wloMint);
}

export async function lamportsOf(t: AppUnderTest, owner: string): Promise<bigint> {
  return t.services.chain.getLamports(address(owner));
}

export async function prepare(
  t: AppUnderTest,
  player: TestPlayer,
  packId: string,
  extra: object = {},
): Promise<PreparePackResponse> {
  const response = await post(t, '/packs/prepare-transaction', player, {
    walletAddress: player.address,
    packId,
    network: 'localnet',
    ...extra,
  });
  if (response.statusCode !== 200) throw new Error(`prepare: ${response.statusCode} ${response.body}`);
  return response.json<PreparePackResponse>();
}

/** Signs a prepared purchase in the player's wallet and processes it; the raw answer. */
export async function processPurchase(t: AppUnderTest, player: TestPlayer, prepared: PreparePackResponse) {
  if (!prepared.transaction || !prepared.packDetails.purchaseId) throw new Error('nothing to sign');
  return post(t, '/packs/process-transaction', player, {
    signedTransaction: await signPrepared(player.signer, prepared.transaction),
    purchaseId: prepared.packDetails.purchaseId,
    packId: prepared.packDetails.packId,
    walletAddress: player.address,
    network: 'localnet',
  });
}

/** Prepare, sign, process: the bought pack. */
export async function buyPack(
  t: AppUnderTest,
  player: TestPlayer,
  packId: string,
  extra: object = {},
): Promise<{ prepared: PreparePackResponse; processed: ProcessPackResponse }> {
  const prepared = await prepare(t, player, packId, extra);
  const response = await processPurchase(t, player, prepared);
  if (response.statusCode !== 200) throw new Error(`process: ${response.statusCode} ${response.body}`);
  return { prepared, processed: response.json<ProcessPackResponse>() };
}

export async function openPack(
  t: AppUnderTest,
  player: TestPlayer,
  packId: string,
  clientSeed?: string,
): Promise<OpenPackResponse> {
  const response = await post(t, '/packs/open', player, {
    walletAddress: player.address,
    packId,
    network: 'localnet',
    ...(clientSeed === undefined ? {} : { clientSeed }),
  });
  if (response.statusCode !== 200) throw new Error(`open: ${response.statusCode} ${response.body}`);
  return response.json<OpenPackResponse>();
}
