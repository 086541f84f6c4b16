import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey, signedInPlayer, signText } from '../../../test/players.ts';
import { authNonces, sessions } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A route of the shape later features use, to exercise the wallet guard.
  t.app.post('/test/guarded', { preHandler: t.app.requireBodyWallet() }, async () => ({ ok: true }));
});
afterAll(() => t.close());

async function messageFor(address: string): Promise<string> {
  return (await fetchMessage(address)).message;
}

async function fetchMessage(address: string): Promise<{ message: string; nonce: string }> {
  const response = await t.app.inject({ method: 'GET', url: `/auth/message/${address}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ message: string; nonce: string }>();
}

describe('sign-in', () => {
  it('hands out a Sign-In-With-Solana message bound to a fresh nonce', async () => {
    const key = await newKey();
    const first = await messageFor(key.address);
    const second = await messageFor(key.address);
    expect(first).toContain('localhost:3000 wants you to sign in with your Solana account:');
    expect(first).toContain(`\n${key.address}\n`);
    expect(first).toMatch(/\nNonce: [0-9a-f]{32}\n/);
    expect(first).toMatch(/\nIssued At: .+Z\nExpiration Time: .+Z$/);
    const nonceOf = (text: string) => /Nonce: (\w+)/.exec(text)?.[1];
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it('turns a signed message into a session that names the wallet', async () => {
    const player = await signedInPlayer(t.app);
    const session = await t.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ walletAddress: player.address });
  });

  it('refuses a signature made by another key', async () => {
    const player = await newKey();
    const impostor = await newKey();
    const message = await messageFor(player.address);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign',
      payload: { walletAddress: player.address, signature: await signText(impostor, message) },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('refuses a signature of a message that has expired', async () => {
    const key = await newKey();
    const message = await messageFor(key.address);
    t.services.clock.setOffset(t.services.clock.offset + 6 * 60_000);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/sign',
        payload: { walletAddress: key.address, signature: await signText(key, message) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toMatch(/expired/);
    } finally {
      t.services.clock.setOffset(t.services.clock.offset - 6 * 60_000);
    }
  });

  it('refuses a replayed signature', async () => {
    const key = await newKey();
    const message = await messageFor(key.address);
    const payload = { walletAddress: key.address, signature: await signText(key, message) };
    const first = await t.app.inject({ method: 'POST', url: '/auth/sign', payload });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/auth/sign', payload });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses malformed input with 400', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/auth/message/not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'BAD_REQUEST' });
    const key = await newKey();
    await messageFor(key.address);
    const badSignature = await t.app.inject({
      method: 'POST',
      url: '/auth/sign',
      payload: { walletAddress: key.address, signature: '0OIl' },
    });
    expect(badSignature.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/auth/sign',
      payload: { walletAddress: key.address },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('records a player on connect and says whether they are new', async () => {
    const key = await newKey();
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/connect',
      payload: { walletAddress: key.address },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/auth/connect',
      payload: { walletAddress: key.address },
    });
    expect(first.json()).toEqual({ walletAddress: key.address, isNewPlayer: true });
    expect(second.json()).toEqual({ walletAddress: key.address, isNewPlayer: false });
  });
});

describe('sign-in by nonce', () => {
  it('is not crowded out by anonymous asks for the same wallet', async () => {
    const key = await newKey();
    const mine = await fetchMessage(key.address);
    for (let i = 0; i < 10; i += 1) await fetchMessage(key.address);
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/sign',
      payload: {
        walletAddress: key.address,
        signature: await signText(key, mine.message),
        nonce: mine.nonce,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ walletAddress: key.address });
  });

  it('keeps at most five live messages per wallet, handing out the newest again past that', async () => {
    const key = await newKey();
    const nonces = new Set<string>();
    for (let i = 0; i < 12; i += 1) nonces.add((await fetchMessage(key.address)).nonce);
    expect(nonces.size).toBe(5);
    const rows = await t.services.database.db
      .select()
      .from(authNonces)
      .where(eq(authNonces.wallet, key.address));
    expect(rows).toHaveLength(5);
    // Any of them can still be signed, as the one asked for last can.
    const last = await fetchMessage(key.address);
    const signed = await t.app.inject({
      method: 'POST',
      url: '/auth/sign',
      payload: {
        walletAddress: key.address,
        signature: await signText(key, last.message),
        nonce: last.nonce,
      },
    });
    expect(signed.statusCode).toBe(200);
  });

  it('deletes messages once they have been expired for a whole lifetime', async () => {
    const stale = await newKey();
    await fetchMessage(stale.address);
    t.services.clock.setOffset(t.services.clock.offset + 11 * 60_000);
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 10 * 60_000);
    try {
      await fetchMessage((await newKey()).address);
      const rows = await t.services.database.db
        .select()
        .from(authNonces)
        .where(eq(authNonces.wallet, stale.address));
      expect(rows).toHaveLength(0);
    } finally {
      vi.restoreAllMocks();
      t.services.clock.setOffset(t.services.clock.offset - 11 * 60_000);
    }
  });

  it("refuses another wallet's nonce, an unknown one and a used one", async () => {
    const key = await newKey();
    const other = await newKey();
    const theirs = await fetchMessage(other.address);
    const mine = await fetchMessage(key.address);
    const sign = (nonce: string, message: string) =>
      signText(key, message).then((signature) =>
        t.app.inject({
          method: 'POST',
          url: '/auth/sign',
          payload: { walletAddress: key.address, signature, nonce },
        }),
      );
    expect((await sign(theirs.nonce, theirs.message)).statusCode).toBe(401);
    expect((await sign('0'.repeat(32), mine.message)).statusCode).toBe(401);
    expect((await sign(mine.nonce, mine.message)).statusCode).toBe(200);
    expect((await sign(mine.nonce, mine.message)).statusCode).toBe(401);
    const malformed = await sign('not-a-nonce', mine.message);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: 'BAD_REQUEST',
      message: expect.stringMatching(/^nonce:/),
    });
  });

  it('says a message named by nonce has expired', async () => {
    const key = await newKey();
    const mine = await fetchMessage(key.address);
    t.services.clock.setOffset(t.services.clock.offset + 6 * 60_000);
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/sign',
        payload: {
          walletAddress: key.address,
          signature: await signText(key, mine.message),
          nonce: mine.nonce,
        },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toMatch(/expired/);
    } finally {
      t.services.clock.setOffset(t.services.clock.offset - 6 * 60_000);
    }
  });
});

describe('sessions', () => {
  it('are looked up in the database once, then from memory, and logout ends them at once', async () => {
    const player = await signedInPlayer(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
    expect(first.statusCode).toBe(200);
    // With the row gone, only the cache can still answer.
    await t.services.database.db.delete(sessions).where(eq(sessions.wallet, player.address));
    const cached = await t.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
    expect(cached.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: player.auth });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
    expect(after.statusCode).toBe(401);
  });

  it('expire after 24 hours', async () => {
    const player = await signedInPlayer(t.app);
    t.services.clock.setOffset(t.services.clock.offset + 24 * 3_600_000 + 1_000);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
      expect(response.statusCode).toBe(401);
    } finally {
      t.services.clock.setOffset(t.services.clock.offset - (24 * 3_600_000 + 1_000));
    }
  });

  it('end on logout', async () => {
    const player = await signedInPlayer(t.app);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: player.auth });
    expect(logout.json()).toEqual({ success: true });
    const after = await t.app.inject({ method: 'GET', url: '/auth/session', headers: player.auth });
    expect(after.statusCode).toBe(401);
  });

  it('are stored hashed, never as the token itself', async () => {
    const player = await signedInPlayer(t.app);
    const rows = await t.services.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === player.token)).toBe(false);
  });
});

describe('the wallet guard', () => {
  it('answers 401 without a session, 403 for another wallet, and lets the owner through', async () => {
    const player = await signedInPlayer(t.app);
    const other = await newKey();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/test/guarded',
      payload: { walletAddress: player.address },
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/test/guarded',
      headers: { authorization: 'Bearer not-a-real-token' },
      payload: { walletAddress: player.address },
    });
    expect(forged.statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/test/guarded',
      headers: player.auth,
      payload: { walletAddress: other.address },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'FORBIDDEN' });
    const own = await t.app.inject({
      method: 'POST',
      url: '/test/guarded',
      headers: player.auth,
      payload: { walletAddress: player.address },
    });
    expect(own.statusCode).toBe(200);
  });
});
