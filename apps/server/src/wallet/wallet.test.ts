import { address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/app.ts';
import { newKey } from '../test/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('balances', () => {
  it('reads SOL and WLO from the chain after an airdrop', async () => {
    const key = await newKey();
    const before = await t.app.inject({
      method: 'GET',
      url: `/wallet/balance/${key.address}?network=localnet`,
    });
    expect(before.json()).toEqual({ sol: 0, wlo: 0 });

    const drop = await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, sol: 2.5, wlo: 1234.5 },
    });
    expect(drop.statusCode).toBe(200);
    expect(drop.json()).toMatchObject({ sol: 2.5, wlo: 1234.5 });

    const after = await t.app.inject({ method: 'GET', url: `/wallet/balance/${key.address}` });
    expect(after.json()).toEqual({ sol: 2.5, wlo: 1234.5 });
    // The same figures, straight from the chain in base units.
    const { chain, accounts } = t.services;
    expect(await chain.getLamports(address(key.address))).toBe(2_500_000_000n);
    expect(await chain.getTokenBalance(address(key.address), accounts.wloMint)).toBe(1_234_500_000n);
  });

  it('refuses another network and a malformed address', async () => {
    const key = await newKey();
    const wrongNetwork = await t.app.inject({
      method: 'GET',
      url: `/wallet/balance/${key.address}?network=mainnet`,
    });
    expect(wrongNetwork.statusCode).toBe(400);
    expect(wrongNetwork.json()).toMatchObject({ error: 'INVALID_NETWORK' });
    const unknownNetwork = await t.app.inject({
      method: 'GET',
      url: `/wallet/balance/${key.address}?network=moon`,
    });
    expect(unknownNetwork.statusCode).toBe(400);
    const badAddress = await t.app.inject({ method: 'GET', url: '/wallet/balance/0x1234' });
    expect(badAddress.statusCode).toBe(400);
  });
});

describe('transaction history', () => {
  it('pages newest first with the default page 1 and limit 10', async () => {
    const key = await newKey();
    for (let i = 1; i <= 12; i += 1) {
      await t.services.wallet.record({
        wallet: key.address,
        type: 'Purchase',
        category: 'packs',
        item: `Pack ${i}`,
        amount: -BigInt(i) * 1_000_000n,
        token: 'WLO',
        signature: null,
      });
      t.services.clock.setOffset(t.services.clock.offset + 1_000);
    }
    const first = await t.app.inject({ method: 'GET', url: `/wallet/transactions/${key.address}` });
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(body.transactions).toHaveLength(10);
    expect(body.transactions[0]).toMatchObject({
      item: 'Pack 12',
      amount: -12,
      token: 'WLO',
      status: 'completed',
    });

    const second = await t.app.inject({
      method: 'GET',
      url: `/wallet/transactions/${key.address}?page=2&limit=10`,
    });
    expect(second.json().transactions.map((row: { item: string }) => row.item)).toEqual(['Pack 2', 'Pack 1']);
  });

  it('refuses a limit over 100 and a page below 1', async () => {
    const key = await newKey();
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/wallet/transactions/${key.address}?limit=101`,
    });
    expect(tooMany.statusCode).toBe(400);
    const pageZero = await t.app.inject({ method: 'GET', url: `/wallet/transactions/${key.address}?page=0` });
    expect(pageZero.statusCode).toBe(400);
  });

  it('lists the airdrop the faucet made, with its chain signature', async () => {
    const key = await newKey();
    await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: key.address, wlo: 50 },
    });
    const { transactions } = (
      await t.app.inject({ method: 'GET', url: `/wallet/transactions/${key.address}` })
    ).json();
    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toMatchObject({ type: 'Airdrop', amount: 50, token: 'WLO' });
    expect(transactions[0].signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(await t.services.chain.getSignatureState(transactions[0].signature)).toBe('confirmed');
  });
});
