import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { buildServerSigned } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { blockhashesExpire, startTestAppThatExpiresBlockhashes } from '../../../test/blockhashes.ts';
import {
  fundedPlayer,
  grantFarmer,
  listed,
  prepareBuy,
  settleMarket,
  WLO,
  wloOf,
} from '../../../test/market.ts';
import { newKey, type TestPlayer } from '../../../test/players.ts';
import { paymentReference, withReference } from '../../payments/intents/reference.ts';

/** Solana Actions on the embedded chain: shapes, CORS, the hold and the errors (docs/architecture.md §9). */
let t: TestApp;
let seller: TestPlayer;

beforeAll(async () => {
  t = await startTestAppThatExpiresBlockhashes();
  seller = await fundedPlayer(t, { sol: 1, wlo: 0 });
});
afterAll(async () => t?.close());

/** Moves the server's clock (and so the embedded chain's) on. */
const later = (ms: number) => t.services.clock.setOffset(t.services.clock.offset + ms);

const postAction = (url: string, account: string) =>
  t.app.inject({ method: 'POST', url, payload: { account } });

/** What a wallet does with an Action's transaction: sign and send it itself (here, to the embedded chain). */
async function signAndSend(player: TestPlayer, base64: string): Promise<void> {
  const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64));
  const signed = await partiallySignTransaction([player.signer.keyPair], transaction);
  await t.services.chain.sendTransaction(signed);
}

async function listFarmer(price: number) {
  return listed(t, seller, await grantFarmer(t, seller.address), price);
}

function expectCors(headers: Record<string, unknown>) {
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['access-control-allow-methods']).toBe('GET,POST,PUT,OPTIONS');
  expect(headers['access-control-allow-headers']).toBe(
    'Content-Type, Authorization, Content-Encoding, Accept-Encoding',
  );
  expect(headers['x-action-version']).toBe('2.4');
  expect(headers['x-blockchain-ids']).toBe('solana:localnet');
}

describe('Solana Actions', () => {
  it('serves actions.json at the origin with the rules and the CORS of the specification', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/actions.json' });
    expect(answer.statusCode).toBe(200);
    expectCors(answer.headers);
    expect(answer.json()).toEqual({
      rules: [
        { pathPattern: '/marketplace/listing/*', apiPath: '/actions/listing/*' },
        { pathPattern: '/store/packs/*', apiPath: '/actions/pack/*' },
        { pathPattern: '/actions/**', apiPath: '/actions/**' },
      ],
    });
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/actions/listing/anything' });
    expect(preflight.statusCode).toBe(204);
    expectCors(preflight.headers);
  });

  it('describes a listing and a pack with the ActionGetResponse shape', async () => {
    const listing = await listFarmer(120);
    const answer = await t.app.inject({ method: 'GET', url: `/actions/listing/${listing.id}` });
    expect(answer.statusCode).toBe(200);
    expectCors(answer.headers);
    const action = answer.json();
    expect(action).toMatchObject({
      type: 'action',
      title: `Buy ${listing.name} for 120 WLO`,
      label: 'Buy for 120 WLO',
      links: { actions: [{ type: 'transaction', href: `/actions/listing/${listing.id}` }] },
    });
    expect(action.icon).toMatch(/^http:\/\/.+\.svg$/);
    expect(action.description).toContain('95% goes to the seller');

    const pack = (await t.app.inject({ method: 'GET', url: '/actions/pack/hero-premium' })).json();
    expect(pack).toMatchObject({
      type: 'action',
      title: 'Buy a Premium Hero Pack',
      icon: expect.any(String),
    });
    const icon = await t.app.inject({ method: 'GET', url: '/actions/icon.svg' });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers errors in the ActionError shape: unknown, no funds, no WLO, a bad body', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/actions/listing/no-such-listing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Listing not found' });
    expectCors(unknown.headers);
    expect((await t.app.inject({ method: 'GET', url: '/actions/pack/hero-basic' })).json()).toEqual({
      message: 'No pack of this kind is for sale',
    });

    const listing = await listFarmer(50);
    const empty = await newKey();
    const broke = await postAction(`/actions/listing/${listing.id}`, empty.address);
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toEqual({
      message: 'This wallet needs a little SOL (about 0.0021) for the network fee and token account',
    });
    const solOnly = await fundedPlayer(t, { sol: 1, wlo: 0 });
    const noWlo = await postAction(`/actions/listing/${listing.id}`, solOnly.address);
    expect(noWlo.json()).toEqual({ message: 'Insufficient WLO balance' });
    const bad = await t.app.inject({ method: 'POST', url: `/actions/listing/${listing.id}`, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['message']);
    // Nothing was held: the listing is still for sale.
    expect(
      (await t.app.inject({ method: 'GET', url: `/actions/listing/${listing.id}` })).json(),
    ).toMatchObject({
      links: { actions: [expect.any(Object)] },
    });
  });

  it('hands out an escrow payment that holds nothing; the reconciler finishes it when the wallet sends it, with no process call', async () => {
    const listing = await listFarmer(200);
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 500 });
    const rival = await fundedPlayer(t, { sol: 1, wlo: 500 });
    const treasury = t.services.accounts.pools.treasury.address;
    const escrow = t.services.accounts.pools.marketplaceEscrow.address;
    const [sellerBefore, treasuryBefore] = [await wloOf(t, seller.address), await wloOf(t, treasury)];

    const posted = await postAction(`/actions/listing/${listing.id}`, buyer.address);
    expect(posted.statusCode).toBe(200);
    expectCors(posted.headers);
    const response = posted.json<{ type: string; transaction: string; message: string }>();
    expect(response.type).toBe('transaction');
    expect(response.message).toBe(
      `Buying ${listing.name} for 200 WLO: it is yours once the transaction lands`,
    );
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(response.transaction));
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    expect(message.staticAccounts[0]).toBe(buyer.address);
    // Co-signed by the escrow already: only the buyer's signature is missing.
    const signatures: Record<string, unknown> = transaction.signatures;
    expect(signatures[escrow]).toBeTruthy();
    expect(signatures[buyer.address]).toBeNull();

    // Nothing is held: another Actions buyer and a page buyer get their own payment at once.
    expect((await postAction(`/actions/listing/${listing.id}`, rival.address)).statusCode).toBe(200);
    expect((await prepareBuy(t, rival, listing.id)).statusCode).toBe(200);

    await signAndSend(buyer, response.transaction);
    await settleMarket(t);

    const farmers = await t.app.inject({ method: 'GET', url: `/farmers/${buyer.address}` });
    expect(farmers.body).toContain(listing.assetId);
    expect(await wloOf(t, buyer.address)).toBe(300n * WLO);
    expect((await wloOf(t, seller.address)) - sellerBefore).toBe(190n * WLO);
    expect((await wloOf(t, treasury)) - treasuryBefore).toBe(10n * WLO);
    const sold = (await t.app.inject({ method: 'GET', url: `/actions/listing/${listing.id}` })).json();
    expect(sold).toMatchObject({ disabled: true, error: { message: 'This listing has already been sold' } });
    expect((await postAction(`/actions/listing/${listing.id}`, rival.address)).json()).toEqual({
      message: 'This listing has already been sold',
    });
  });

  it('a handed-out transaction that expired without landing fails and moved nothing', async () => {
    const listing = await listFarmer(80);
    const first = await fundedPlayer(t, { sol: 1, wlo: 100 });
    const second = await fundedPlayer(t, { sol: 1, wlo: 100 });
    expect((await postAction(`/actions/listing/${listing.id}`, first.address)).statusCode).toBe(200);
    await t.services.intents.reconcile();
    expect((await postAction(`/actions/listing/${listing.id}`, second.address)).statusCode).toBe(200);

    // Past the blockhash's life and the margin after it: the transactions can no longer land.
    await blockhashesExpire(t);
    later(130_000);
    await t.services.intents.reconcile();
    expect(await wloOf(t, first.address)).toBe(100n * WLO);
    expect(await wloOf(t, second.address)).toBe(100n * WLO);
    const open = await t.app.inject({ method: 'GET', url: `/actions/listing/${listing.id}` });
    expect(open.json().links.actions).toHaveLength(1);
  });

  it('sells a pack type to any wallet that signs: the pack appears once the reconciler saw it land', async () => {
    const buyer = await fundedPlayer(t, { sol: 0.01, wlo: 600 });
    const posted = await postAction('/actions/pack/hero-premium', buyer.address);
    expect(posted.statusCode).toBe(200);
    const response = posted.json<{ type: string; transaction: string; message: string }>();
    expect(response.message).toMatch(/^Buying a Premium Hero Pack for \d+ WLO/);
    await signAndSend(buyer, response.transaction);
    await t.services.intents.reconcile();
    const inventory = await t.app.inject({ method: 'GET', url: `/packs/inventory/${buyer.address}` });
    expect(inventory.body).toContain('hero-premium');
  });

  it('does not count a transaction of someone else that merely names the reference key', async () => {
    const buyer = await fundedPlayer(t, { sol: 1, wlo: 600 });
    const forger = await fundedPlayer(t, { sol: 1, wlo: 0 });
    const posted = (await postAction('/actions/pack/hero-premium', buyer.address)).json<{
      transaction: string;
    }>();
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(posted.transaction));
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
    // The memo names the intent (`pack-purchase:<id>`), whose reference key the message carries.
    const memo = /pack-purchase:([0-9a-f-]{36})/.exec(
      Buffer.from(transaction.messageBytes).toString('latin1'),
    );
    const reference = paymentReference(String(memo?.[1]));
    expect(message.staticAccounts).toContain(reference);
    // Anyone may name the reference in a transaction of their own: it lands, and must not buy the pack.
    const transfer = getTransferSolInstruction({
      source: forger.signer,
      destination: seller.signer.address,
      amount: 5000n,
    });
    const forged = await buildServerSigned(
      forger.signer,
      [],
      withReference([transfer], reference),
      await t.services.chain.getLatestBlockhash(),
    );
    await t.services.chain.sendTransaction(forged);
    expect(await t.services.chain.getSignaturesForAddress(reference)).toHaveLength(1);
    await t.services.intents.reconcile();
    later(130_000);
    await t.services.intents.reconcile();
    const inventory = await t.app.inject({ method: 'GET', url: `/packs/inventory/${buyer.address}` });
    expect(inventory.body).not.toContain('hero-premium');
    expect(await wloOf(t, buyer.address)).toBe(600n * WLO);
  });
});
