import { address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { buyPack, fundedPlayer } from '../../../test/packs.ts';
import { INCINERATOR } from '../../chain/programs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('fee distribution', () => {
  it('publishes the pack purchase split and the token tax split', async () => {
    const { data } = (await get('/fee-distribution/config?network=localnet')).json();
    expect(data.packPurchaseSplit).toEqual([
      { name: 'farming', percent: 30 },
      { name: 'staking', percent: 30 },
      { name: 'developer', percent: 25 },
      { name: 'burn', percent: 10 },
      { name: 'treasury', percent: 5 },
    ]);
    expect(data.tokenTaxPercent).toBe(10);
    expect(data.tokenTaxSplit).toEqual([
      { name: 'farming', percent: 40 },
      { name: 'staking', percent: 40 },
      { name: 'developer', percent: 10 },
      { name: 'burn', percent: 5 },
      { name: 'liquidity', percent: 5 },
    ]);
  });

  it('names the six wallets with the real pool addresses and their shares', async () => {
    const { pools } = t.services.accounts;
    const { data } = (await get('/fee-distribution/wallets')).json();
    expect(data.wallets).toEqual([
      { name: 'farming', address: pools.farmingPool.address, share: 30, tokenTaxShare: 40 },
      { name: 'staking', address: pools.stakingRewards.address, share: 30, tokenTaxShare: 40 },
      { name: 'developer', address: pools.developer.address, share: 25, tokenTaxShare: 10 },
      { name: 'burn', address: INCINERATOR, share: 10, tokenTaxShare: 5 },
      { name: 'treasury', address: pools.treasury.address, share: 5, tokenTaxShare: 0 },
      { name: 'liquidity', address: pools.liquidity.address, share: 0, tokenTaxShare: 5 },
    ]);
  });

  it('reads a fee wallet balance from the chain, and refuses any other address', async () => {
    const farming = t.services.accounts.pools.farmingPool.address;
    const { data } = (await get(`/fee-distribution/wallets/${farming}/balance`)).json();
    const { chain, accounts } = t.services;
    expect(data).toEqual({
      name: 'farming',
      address: farming,
      sol: Number(await chain.getLamports(address(farming))) / 1e9,
      wlo: Number(await chain.getTokenBalance(address(farming), accounts.wloMint)) / 1e6,
    });
    const player = await fundedPlayer(t, {});
    expect((await get(`/fee-distribution/wallets/${player.address}/balance`)).statusCode).toBe(404);
    expect((await get('/fee-distribution/wallets/not-an-address/balance')).statusCode).toBe(400);
  });

  it('records every split that landed, newest first, paged (defaults page 1, limit 10)', async () => {
    const empty = (await get('/fee-distribution/history')).json();
    expect(empty.data).toEqual({
      distributions: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });

    const player = await fundedPlayer(t, { sol: 2, wlo: 1000 });
    // The incinerator is one address on the whole chain (the local node serves many tests): count what this adds.
    const burnBefore = (await get(`/fee-distribution/wallets/${INCINERATOR}/balance`)).json().data;
    const bySol = await buyPack(t, player, 'farmer-basic');
    const byWlo = await buyPack(t, player, 'farmer-premium', { paymentToken: 'WLO' });

    const page1 = (await get('/fee-distribution/history?page=1&limit=1')).json().data;
    expect(page1.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect(page1.distributions[0]).toMatchObject({
      signature: byWlo.processed.transactionSignature,
      token: 'WLO',
      totalAmount: 300,
    });
    const page2 = (await get('/fee-distribution/history?page=2&limit=1')).json().data;
    const solSplit = page2.distributions[0];
    expect(solSplit).toMatchObject({
      signature: bySol.processed.transactionSignature,
      token: 'SOL',
      totalAmount: 0.1,
    });
    expect(solSplit.shares.find((s: { name: string }) => s.name === 'burn')).toEqual({
      name: 'burn',
      address: INCINERATOR,
      percent: 10,
      amount: 0.01,
    });

    // The burn wallet tells how much WLO the splits destroyed.
    const burn = (await get(`/fee-distribution/wallets/${INCINERATOR}/balance`)).json().data;
    expect(burn).toMatchObject({ name: 'burn', wlo: 0, burnedWlo: 30 });
    const burnedLamports = Math.round((burn.sol - burnBefore.sol) * 1e9);
    // On the local node, test files running beside this one pay the same incinerator meanwhile.
    if (process.env.SOLANA_RPC_URL) expect(burnedLamports).toBeGreaterThanOrEqual(10_000_000);
    else expect(burnedLamports).toBe(10_000_000);
  });
});
