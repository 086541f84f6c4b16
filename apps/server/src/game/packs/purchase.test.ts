import {
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
  partiallySignTransaction,
  type Signature,
} from '@solana/kit';
import type { PreparePackResponse, ProcessPackResponse } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import {
  buyPack,
  fundedPlayer,
  lamportsOf,
  post,
  prepare,
  processPurchase,
  wloOf,
} from '../../../test/packs.ts';
import { signPrepared, type TestPlayer } from '../../../test/players.ts';
import { INCINERATOR } from '../../chain/programs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WLO = 1_000_000n;

/** The five destinations of a pack purchase, in split order. */
function destinations() {
  const { pools } = t.services.accounts;
  return {
    farming: pools.farmingPool.address,
    staking: pools.stakingRewards.address,
    developer: pools.developer.address,
    burn: INCINERATOR,
    treasury: pools.treasury.address,
  };
}

async function balancesOf(read: (owner: string) => Promise<bigint>) {
  const entries = await Promise.all(
    Object.entries(destinations()).map(async ([name, owner]) => [name, await read(owner)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof ReturnType<typeof destinations>, bigint>;
}

type Balances = Awaited<ReturnType<typeof balancesOf>>;

function delta(after: Balances, before: Balances): Balances {
  return {
    farming: after.farming - before.farming,
    staking: after.staking - before.staking,
    developer: after.developer - before.developer,
    burn: after.burn - before.burn,
    treasury: after.treasury - before.treasury,
  };
}

describe('a farmer pack paid in SOL', () => {
  it('splits 0.4 SOL inside the purchase transaction to the five wallets, to the lamport', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const before = await balancesOf((owner) => lamportsOf(t, owner));
    const playerBefore = await lamportsOf(t, player.address);

    const { prepared, processed } = await buyPack(t, player, 'farmer-premium');
    expect(prepared.freeItem).toBe(false);
    expect(prepared.packDetails).toMatchObject({ packId: 'farmer-premium', price: 0.4, token: 'SOL' });

    const moved = delta(await balancesOf((owner) => lamportsOf(t, owner)), before);
    expect(moved).toEqual({
      farming: 120_000_000n,
      staking: 120_000_000n,
      developer: 100_000_000n,
      burn: 40_000_000n,
      treasury: 20_000_000n,
    });
    const paid = playerBefore - (await lamportsOf(t, player.address));
    // The price, and the network fee of one signature.
    expect(paid - 400_000_000n).toBeGreaterThan(0n);
    expect(paid - 400_000_000n).toBeLessThanOrEqual(10_000n);

    expect(processed.pack.packId).toBe('farmer-premium');
    expect(processed.pack.commitment).toMatch(/^[0-9a-f]{64}$/);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}?assetType=farmer` })
    ).json();
    expect(packs).toEqual([
      expect.objectContaining({
        id: processed.pack.id,
        packId: 'farmer-premium',
        commitment: processed.pack.commitment,
      }),
    ]);

    const history = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}` })
    ).json();
    expect(history.transactions[0]).toMatchObject({
      type: 'Purchase',
      item: 'Premium Farmer Pack',
      amount: -0.4,
      token: 'SOL',
      signature: processed.transactionSignature,
    });
  });
});

describe('a farmer pack paid in WLO', () => {
  it('pays 800 WLO when the SOL balance does not cover 1 SOL: four transfers and a real burn', async () => {
    const player = await fundedPlayer(t, { sol: 0.5, wlo: 1000 });
    const before = await balancesOf((owner) => wloOf(t, owner));
    const supplyBefore = await t.services.chain.getTokenSupply(t.services.accounts.wloMint);

    const { prepared, processed } = await buyPack(t, player, 'farmer-legendary');
    expect(prepared.packDetails).toMatchObject({ price: 800, token: 'WLO' });

    expect(await wloOf(t, player.address)).toBe(200n * WLO);
    const moved = delta(await balancesOf((owner) => wloOf(t, owner)), before);
    expect(moved).toEqual({
      farming: 240n * WLO,
      staking: 240n * WLO,
      developer: 200n * WLO,
      // The burn share is destroyed, not sent anywhere.
      burn: 0n,
      treasury: 40n * WLO,
    });
    expect(await t.services.chain.getTokenSupply(t.services.accounts.wloMint)).toBe(supplyBefore - 80n * WLO);

    const { data } = (
      await t.app.inject({ method: 'GET', url: '/fee-distribution/history?limit=50' })
    ).json();
    const split = data.distributions.find(
      (d: { signature: string }) => d.signature === processed.transactionSignature,
    );
    expect(split).toMatchObject({
      source: 'pack-purchase',
      token: 'WLO',
      totalAmount: 800,
      wallet: player.address,
    });
    expect(split.shares.map((s: { name: string; amount: number }) => [s.name, s.amount])).toEqual([
      ['farming', 240],
      ['staking', 240],
      ['developer', 200],
      ['burn', 80],
      ['treasury', 40],
    ]);
  });

  it('pays in WLO when the player asks to, even with SOL enough', async () => {
    const player = await fundedPlayer(t, { sol: 2, wlo: 150 });
    const { prepared } = await buyPack(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    expect(prepared.packDetails).toMatchObject({ price: 100, token: 'WLO' });
    expect(await wloOf(t, player.address)).toBe(50n * WLO);
  });

  it('sells the premium hero pack for 500 WLO', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 500 });
    const { prepared, processed } = await buyPack(t, player, 'hero-premium');
    expect(prepared.packDetails).toMatchObject({ price: 500, token: 'WLO', assetType: 'hero' });
    expect(await wloOf(t, player.address)).toBe(0n);
    const { packs } = (
      await t.app.inject({
        method: 'GET',
        url: `/packs/inventory/${player.address}?assetType=hero&network=localnet`,
      })
    ).json();
    expect(packs.map((p: { id: string }) => p.id)).toEqual([processed.pack.id]);
  });
});

describe('not enough funds', () => {
  it("answers with docs/spec/001-game.md §5's exact messages", async () => {
    const player = await fundedPlayer(t, { sol: 0.05, wlo: 50.5 });
    const wloFirst = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      assetType: 'farmer',
    });
    expect(wloFirst.statusCode).toBe(400);
    // Neither SOL nor the WLO alternative covers it: the SOL message.
    expect(wloFirst.json().message).toBe(
      'Not enough SOL to buy this pack. You need 0.1 SOL but only have 0.05 SOL.',
    );
    const wloAsked = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      paymentToken: 'WLO',
    });
    expect(wloAsked.json().message).toBe(
      'Not enough WLO to buy this pack. You need 100 WLO but only have 50.5 WLO.',
    );
    const solAsked = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      paymentToken: 'SOL',
    });
    expect(solAsked.statusCode).toBe(400);
    expect(solAsked.json().message).toBe(
      'Not enough SOL to buy this pack. You need 0.1 SOL but only have 0.05 SOL.',
    );
    const hero = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'hero-premium',
    });
    expect(hero.json().message).toBe(
      'Not enough WLO to buy this pack. You need 500 WLO but only have 50.5 WLO.',
    );
  });

  it('answers the SOL message with both amounts for a 0.4 SOL pack with 0.1 SOL and 0 WLO, and moves nothing', async () => {
    const player = await fundedPlayer(t, { sol: 0.1 });
    const response = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-premium',
      assetType: 'farmer',
      network: 'localnet',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Not enough SOL to buy this pack. You need 0.4 SOL but only have 0.1 SOL.',
    );
    expect(await lamportsOf(t, player.address)).toBe(100_000_000n);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}` })
    ).json();
    expect(packs).toEqual([]);
  });
});

describe('the two-phase protocol', () => {
  it('answers a repeated process with the first result and moves nothing more', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 300 });
    const prepared = await prepare(t, player, 'farmer-premium', { paymentToken: 'WLO' });
    const first = await processPurchase(t, player, prepared);
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([1, 2, 3].map(() => processPurchase(t, player, prepared)));
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(first.json());
    }
    expect(await wloOf(t, player.address)).toBe(0n);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}` })
    ).json();
    expect(packs).toHaveLength(1);
  });

  it('refuses a tampered transaction with 400 and sends nothing; the honest one still goes through', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const prepared = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const signed = Buffer.from(await signPrepared(player.signer, prepared.transaction ?? ''), 'base64');
    // The last byte belongs to the memo: the message is no longer the one the server prepared.
    signed[signed.length - 1] = (signed[signed.length - 1] ?? 0) ^ 1;
    const tampered = await post(t, '/packs/process-transaction', player, {
      signedTransaction: signed.toString('base64'),
      purchaseId: prepared.packDetails.purchaseId,
      walletAddress: player.address,
    });
    expect(tampered.statusCode).toBe(400);
    expect(await wloOf(t, player.address)).toBe(100n * WLO);

    const honest = await processPurchase(t, player, prepared);
    expect(honest.statusCode).toBe(200);
    expect(await wloOf(t, player.address)).toBe(0n);
  });

  it('refuses another purchase’s signed transaction', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 200 });
    const a = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const b = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const crossed = await post(t, '/packs/process-transaction', player, {
      signedTransaction: await signPrepared(player.signer, a.transaction ?? ''),
      purchaseId: b.packDetails.purchaseId,
      walletAddress: player.address,
    });
    expect(crossed.statusCode).toBe(400);
    expect(await wloOf(t, player.address)).toBe(200n * WLO);
  });
});

/** docs/spec/001-game.md §7's process body, field for field: no purchaseId. */
async function specBody(player: TestPlayer, prepared: PreparePackResponse, signedTransaction?: string) {
  const signed = signedTransaction ?? (await signPrepared(player.signer, prepared.transaction ?? ''));
  return {
    signedTransaction: signed,
    packId: prepared.packDetails.packId,
    walletAddress: player.address,
    assetType: prepared.packDetails.assetType,
    network: 'localnet',
    discounted: false,
    transactionSignature: signatureOf(signed),
  };
}

function signatureOf(signedBase64: string): string {
  return getSignatureFromTransaction(getTransactionDecoder().decode(getBase64Encoder().encode(signedBase64)));
}

describe("the specification's process body (no purchaseId)", () => {
  it('buys the pack the signed transaction was prepared for', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const first = await prepare(t, player, 'farmer-basic', { assetType: 'farmer' });
    const second = await prepare(t, player, 'farmer-premium', { assetType: 'farmer' });
    const response = await post(t, '/packs/process-transaction', player, await specBody(player, second));
    expect(response.statusCode, response.body).toBe(200);
    const processed = response.json<ProcessPackResponse>();
    expect(processed.pack.packId).toBe('farmer-premium');
    const paid = 1_000_000_000n - (await lamportsOf(t, player.address));
    expect(paid - 400_000_000n).toBeGreaterThan(0n);
    expect(paid - 400_000_000n).toBeLessThanOrEqual(10_000n);
    // The other prepared purchase is still its own, and still payable.
    const other = await post(t, '/packs/process-transaction', player, await specBody(player, first));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json<ProcessPackResponse>().pack.packId).toBe('farmer-basic');
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${player.address}?assetType=farmer` })
    ).json();
    expect(packs).toHaveLength(2);
  });

  it('refuses a signed transaction the server never prepared, and sends nothing', async () => {
    const player = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const prepared = await prepare(t, player, 'farmer-basic', { paymentToken: 'WLO' });
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(prepared.transaction ?? ''));
    // The memo names another intent, then signed properly: a valid signature on a message never prepared.
    const messageBytes = new Uint8Array(transaction.messageBytes);
    const memo = Buffer.from(messageBytes).indexOf(`pack-purchase:${prepared.packDetails.purchaseId}`);
    expect(memo).toBeGreaterThan(0);
    const last = memo + 'pack-purchase:'.length + 35;
    messageBytes[last] = (messageBytes[last] ?? 0) ^ 1;
    const forged = await partiallySignTransaction([player.signer.keyPair], {
      ...transaction,
      messageBytes: messageBytes as unknown as typeof transaction.messageBytes,
    });
    const response = await post(
      t,
      '/packs/process-transaction',
      player,
      await specBody(player, prepared, getBase64EncodedWireTransaction(forged)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The signed transaction matches no transaction this server prepared for this wallet',
    );
    expect(await wloOf(t, player.address)).toBe(100n * WLO);
    expect(
      await t.services.chain.getSignatureState(
        signatureOf(getBase64EncodedWireTransaction(forged)) as Signature,
      ),
    ).toBe('unknown');
    // The honest transaction still goes through.
    const honest = await post(t, '/packs/process-transaction', player, await specBody(player, prepared));
    expect(honest.statusCode).toBe(200);
    expect(await wloOf(t, player.address)).toBe(0n);
  });

  it("refuses another wallet's prepared transaction, and sends nothing", async () => {
    const owner = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const intruder = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const prepared = await prepare(t, owner, 'farmer-basic', { paymentToken: 'WLO' });
    const body = await specBody(owner, prepared);
    const response = await post(t, '/packs/process-transaction', intruder, {
      ...body,
      walletAddress: intruder.address,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The transaction is not for this wallet');
    expect(await wloOf(t, owner.address)).toBe(100n * WLO);
    expect(await wloOf(t, intruder.address)).toBe(100n * WLO);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${intruder.address}` })
    ).json();
    expect(packs).toEqual([]);
  });
});

describe('sessions and networks', () => {
  it('refuses every state-changing pack call without a session (401) and for another wallet (403)', async () => {
    const owner = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const other = await fundedPlayer(t, {});
    const prepared = await prepare(t, owner, 'farmer-basic', { paymentToken: 'WLO' });
    const signedTransaction = await signPrepared(owner.signer, prepared.transaction ?? '');
    const calls: [string, object][] = [
      ['/packs/buy', { walletAddress: owner.address, packId: 'hero-basic' }],
      ['/packs/prepare-transaction', { walletAddress: owner.address, packId: 'farmer-basic' }],
      ['/packs/prepare-discounted-transaction', { walletAddress: owner.address }],
      [
        '/packs/process-transaction',
        { walletAddress: owner.address, purchaseId: prepared.packDetails.purchaseId, signedTransaction },
      ],
      ['/packs/open', { walletAddress: owner.address, packId: prepared.packDetails.purchaseId }],
    ];
    for (const [url, payload] of calls) {
      expect((await post(t, url, undefined, payload)).statusCode, url).toBe(401);
      const forbidden = await post(t, url, other, payload);
      expect(forbidden.statusCode, url).toBe(403);
    }
    expect(await wloOf(t, owner.address)).toBe(100n * WLO);
    const { packs } = (
      await t.app.inject({ method: 'GET', url: `/packs/inventory/${owner.address}` })
    ).json();
    expect(packs).toEqual([]);
  });

  it('refuses another network with 400', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const response = await post(t, '/packs/prepare-transaction', player, {
      walletAddress: player.address,
      packId: 'farmer-basic',
      network: 'mainnet',
    });
    expect(response.statusCode).toBe(400);
    const types = await t.app.inject({ method: 'GET', url: '/packs/types?network=devnet' });
    expect(types.statusCode).toBe(400);
    expect(await lamportsOf(t, player.address)).toBe(1_000_000_000n);
  });
});
