import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { fundedPlayer, grantFarmer, listed } from '../../../test/market.ts';
import type { TestPlayer } from '../../../test/players.ts';

/**
 * Malformed input to the Actions routes (docs/architecture.md §9, decided
 * 2026-11-27): every one is a 4xx ActionError `{ message }` with the
 * specification's CORS headers, never a 500, and nothing is held or stored.
 */
let t: TestApp;
let seller: TestPlayer;
let listingUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  seller = await fundedPlayer(t, { sol: 1, wlo: 0 });
  const listing = await listed(t, seller, await grantFarmer(t, seller.address), 100);
  listingUrl = `/actions/listing/${listing.id}`;
});
afterAll(async () => t?.close());

interface Post {
  name: string;
  body: string | Buffer;
  contentType?: string;
  /** 400 unless named: what the body is wrong in. */
  status?: 400 | 413 | 415;
}

const MULTIPART_BOUNDARY = '----wos-test-boundary';

const POSTS: readonly Post[] = [
  { name: 'an account that is not base58', body: JSON.stringify({ account: `0OIl${'x'.repeat(36)}` }) },
  { name: '44 ones (decodes to more than 32 bytes)', body: JSON.stringify({ account: '1'.repeat(44) }) },
  { name: 'a 32-character account of 24 bytes', body: JSON.stringify({ account: '2'.repeat(32) }) },
  { name: 'an account that is a number', body: JSON.stringify({ account: 12345 }) },
  { name: 'no account', body: JSON.stringify({}) },
  { name: 'an array', body: JSON.stringify([{ account: '1'.repeat(32) }]) },
  { name: 'null', body: 'null' },
  { name: 'truncated JSON', body: '{"account": "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4' },
  { name: 'an empty body', body: '' },
  { name: 'an empty body without a content type', body: '', contentType: '' },
  { name: '__proto__ keys', body: '{"__proto__": {"admin": true}, "account": "x"}' },
  { name: 'constructor.prototype keys', body: '{"constructor": {"prototype": {"admin": true}}}' },
  {
    name: 'a form body',
    body: 'account=4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  {
    name: 'a multipart body',
    body: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="account"\r\n\r\n4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4\r\n--${MULTIPART_BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    status: 415,
  },
  { name: 'plain text', body: 'account', contentType: 'text/plain', status: 415 },
  {
    name: 'a 300 KB body',
    body: JSON.stringify({ account: '1'.repeat(32), padding: 'x'.repeat(300 * 1024) }),
    status: 413,
  },
];

function expectActionError(answer: Awaited<ReturnType<TestApp['app']['inject']>>, status: number): void {
  expect(answer.statusCode).toBe(status);
  const body: unknown = answer.json();
  expect(body).toEqual({ message: expect.any(String) });
  expect((body as { message: string }).message.length).toBeGreaterThan(10);
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['access-control-allow-methods']).toBe('GET,POST,PUT,OPTIONS');
  expect(answer.headers['x-action-version']).toBe('2.4');
  expect(answer.headers['x-blockchain-ids']).toBe('solana:localnet');
}

describe('malformed input to the Actions routes', () => {
  for (const target of ['listing', 'pack'] as const) {
    for (const post of POSTS) {
      it(`POST /actions/${target}: ${post.name} → ${post.status ?? 400}`, async () => {
        const url = target === 'listing' ? listingUrl : '/actions/pack/hero-premium';
        const contentType = post.contentType ?? 'application/json';
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: contentType ? { 'content-type': contentType } : {},
          payload: post.body,
        });
        expectActionError(answer, post.status ?? 400);
      });
    }
  }

  it('says what is wrong with the account', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/actions/pack/hero-premium',
      payload: { account: '1'.repeat(44) },
    });
    expect(answer.json<{ message: string }>().message).toMatch(/account/i);
    const form = await t.app.inject({
      method: 'POST',
      url: '/actions/pack/hero-premium',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=x',
    });
    expect(form.json<{ message: string }>().message).toMatch(/application\/json/);
    const post = async (payload: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/actions/pack/hero-premium',
          headers: { 'content-type': 'application/json' },
          payload,
        })
      ).json<{ message: string }>().message;
    expect(await post('{}')).toMatch(/names no account/);
    expect(await post('{"account": 7}')).toMatch(/not a Solana public key/);
    expect(await post('{"account": "abc')).toMatch(/not valid JSON/);
    expect(await post('')).toMatch(/body is empty/);
    expect(await post('{"__proto__": {"x": 1}}')).toMatch(/not valid JSON/);
  });

  const BAD_PATHS = [
    ['a listing id that is not a uuid', '/actions/listing/not-a-listing', 404],
    ['a listing id of 200 characters', `/actions/listing/${'a'.repeat(200)}`, 404],
    ['a listing id with a broken escape', '/actions/listing/%E0%A4%A', 400],
    ['an empty listing id', '/actions/listing/', 400],
    ['an unknown pack', '/actions/pack/no-such-pack', 404],
    ['a pack id of 200 characters', `/actions/pack/${'p'.repeat(200)}`, 404],
    ['a pack id with a broken escape', '/actions/pack/%ZZ', 400],
    ['a pack id of __proto__', '/actions/pack/__proto__', 404],
    ['a pack id of constructor', '/actions/pack/constructor', 404],
    ['an unknown action', '/actions/something-else/1', 404],
  ] as const;

  for (const [name, url, status] of BAD_PATHS) {
    for (const method of ['GET', 'POST'] as const) {
      it(`${method} ${name} → ${status}`, async () => {
        const answer = await t.app.inject({
          method,
          url,
          ...(method === 'POST' ? { payload: { account: seller.address } } : {}),
        });
        expectActionError(answer, status);
      });
    }
  }

  it('held nothing: the listing is still for sale', async () => {
    const answer = await t.app.inject({ method: 'GET', url: listingUrl });
    expect(answer.json()).toMatchObject({ links: { actions: [expect.any(Object)] } });
  });
});
