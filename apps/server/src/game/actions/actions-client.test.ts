import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionRefused, buyWithAction } from '../../../../../scripts/actions-client.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  buy,
  escrowWlo,
  fundedPlayer,
  grantFarmer,
  listed,
  settleMarket,
  WLO,
  wloOf,
} from '../../../test/market.ts';
import type { TestPlayer } from '../../../test/players.ts';

/**
 * The Actions client (scripts/actions-client.ts) against the app on the local
 * node: the wallet sends its transaction to the node itself, and no process
 * call ever comes; the payment reconciler finishes each purchase.
 */
let node: Localnet;
let dataDir: string;
let t: TestApp;
let serverUrl: string;
let seller: TestPlayer;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'wos-actions-node-'));
  node = await startLocalnet({ dataDir, port: 0 });
  t = await startTestApp({ solanaRpcUrl: node.rpcUrl, network: 'localnet' });
  serverUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await fundedPlayer(t, { sol: 1 });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await node?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function listFarmer(price: number) {
  return listed(t, seller, await grantFarmer(t, seller.address), price);
}

const ownsFarmer = async (owner: string, farmerId: string) =>
  (await (await fetch(new URL(`/farmers/${owner}`, serverUrl))).text()).includes(farmerId);

describe('the Actions client on the local node', () => {
  it('buys a listed farmer: the price lands in the escrow, and the reconciler hands the farmer over and pays the split from it', async () => {
    const listing = await listFarmer(300);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const treasury = t.services.accounts.pools.treasury.address;
    const [sellerBefore, treasuryBefore, escrowBefore] = [
      await wloOf(t, seller.address),
      await wloOf(t, treasury),
      await escrowWlo(t),
    ];

    const run = await buyWithAction({
      serverUrl,
      rpcUrl: node.rpcUrl,
      pagePath: `/marketplace/listing/${listing.id}`,
      buyer: buyer.signer,
    });
    expect(run.title).toBe(`Buy ${listing.name} for 300 WLO`);
    expect((await escrowWlo(t)) - escrowBefore).toBe(300n * WLO);
    expect(await ownsFarmer(buyer.address, listing.assetId)).toBe(false);

    await settleMarket(t);
    expect(await ownsFarmer(buyer.address, listing.assetId)).toBe(true);
    expect(await ownsFarmer(seller.address, listing.assetId)).toBe(false);
    expect((await wloOf(t, seller.address)) - sellerBefore).toBe(285n * WLO);
    expect((await wloOf(t, treasury)) - treasuryBefore).toBe(15n * WLO);
    expect(await escrowWlo(t)).toBe(escrowBefore);
  });

  it('buys a pack type: the split reaches the fee wallets and the pack appears', async () => {
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    const treasury = t.services.accounts.pools.treasury.address;
    const treasuryBefore = await wloOf(t, treasury);
    await buyWithAction({
      serverUrl,
      rpcUrl: node.rpcUrl,
      pagePath: '/store/packs/hero-premium',
      buyer: buyer.signer,
    });
    expect(await wloOf(t, buyer.address)).toBe(500n * WLO);
    // docs/rules.md §2: the treasury's 5 % of 500 WLO.
    expect((await wloOf(t, treasury)) - treasuryBefore).toBe(25n * WLO);
    await t.services.intents.reconcile();
    const inventory = await fetch(new URL(`/packs/inventory/${buyer.address}`, serverUrl));
    expect(await inventory.text()).toContain('hero-premium');
  });

  it('a listing sold to a page buyer in between: the Actions buyer gets the Actions error', async () => {
    const listing = await listFarmer(100);
    const pageBuyer = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const actionsBuyer = await fundedPlayer(t, { sol: 1, wlo: 200 });
    expect((await buy(t, pageBuyer, listing.id)).statusCode).toBe(200);
    const refused = await buyWithAction({
      serverUrl,
      rpcUrl: node.rpcUrl,
      pagePath: `/marketplace/listing/${listing.id}`,
      buyer: actionsBuyer.signer,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ActionRefused);
    expect((refused as ActionRefused).actionMessage).toBe('This listing has already been sold');
    expect(await wloOf(t, actionsBuyer.address)).toBe(200n * WLO);
  });

  it('holds nothing: a page buyer buys while the Action’s transaction is on its way, and the Action’s payment is refunded in full', async () => {
    const listing = await listFarmer(100);
    const pageBuyer = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const actionsBuyer = await fundedPlayer(t, { sol: 1, wlo: 200 });
    let pageStatus: number | undefined;
    await buyWithAction({
      serverUrl,
      rpcUrl: node.rpcUrl,
      pagePath: `/marketplace/listing/${listing.id}`,
      buyer: actionsBuyer.signer,
      beforeSend: async () => {
        pageStatus = (await buy(t, pageBuyer, listing.id)).statusCode;
      },
    });
    expect(pageStatus).toBe(200);
    expect(await wloOf(t, actionsBuyer.address)).toBe(100n * WLO);
    await settleMarket(t);
    expect(await ownsFarmer(pageBuyer.address, listing.assetId)).toBe(true);
    expect(await wloOf(t, pageBuyer.address)).toBe(100n * WLO);
    expect(await wloOf(t, actionsBuyer.address)).toBe(200n * WLO);
  });

  it('a handed-out transaction that never lands holds nothing and fails once it expired', async () => {
    const listing = await listFarmer(100);
    const first = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const second = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const handedOut = await fetch(new URL(`/actions/listing/${listing.id}`, serverUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: first.address }),
    });
    expect(handedOut.status).toBe(200);
    await t.services.intents.reconcile();
    expect((await buy(t, second, listing.id)).statusCode).toBe(200);
    // Every blockhash of the handed-out transaction's window expires on the node.
    await fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'wos_warpSlots', params: [1000] }),
    });
    t.services.clock.setOffset(t.services.clock.offset + 130_000);
    await settleMarket(t);
    expect(await ownsFarmer(second.address, listing.assetId)).toBe(true);
    expect(await wloOf(t, first.address)).toBe(200n * WLO);
  });
});
