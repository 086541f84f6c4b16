import { address } from '@solana/kit';
import { parseCsv, TRANSACTIONS_CSV_COLUMNS } from '@wos/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey, signedInPlayer } from '../../../test/players.ts';
import { stakeOverHttp } from '../../../test/staking.ts';
import { csvField } from './csv.ts';
import { exportFileName } from './routes.ts';
import type { RecordTransaction } from './service.ts';

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

/** A history row before its wallet is known (Omit over each kind of the union). */
type Entry = RecordTransaction extends infer Kind
  ? Kind extends unknown
    ? Omit<Kind, 'wallet'>
    : never
  : never;

/** Writes history rows one second apart (oldest first), through the service other features use. */
async function recordRows(wallet: string, rows: readonly Entry[]): Promise<void> {
  for (const row of rows) {
    await t.services.wallet.record({ ...row, wallet });
    t.services.clock.setOffset(t.services.clock.offset + 1_000);
  }
}

const stakeRow = (i: number): Entry => ({
  type: 'Stake',
  category: 'staking',
  item: `Stake ${i}`,
  amount: -100_000_000n,
  token: 'WLO',
});
const packRow = (i: number): Entry => ({
  type: i % 2 === 0 ? 'Pack Opening' : 'Purchase',
  category: 'packs',
  item: `Pack ${i}`,
  amount: 0n,
  token: 'WLO',
});

interface HistoryBody {
  transactions: Array<{
    item: string;
    type: string;
    category: string;
    date: string;
    time: string;
    timestamp: string;
  }>;
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

async function historyOf(wallet: string, query = ''): Promise<HistoryBody> {
  const response = await t.app.inject({ method: 'GET', url: `/wallet/transactions/${wallet}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryBody>();
}

describe('transaction history filters', () => {
  it('filters by category, by type and by both, with totals and pages of the filtered rows', async () => {
    const key = await newKey();
    // Oldest first: 12 stakes, then 7 pack rows (4 openings, 3 purchases).
    await recordRows(key.address, [
      ...Array.from({ length: 12 }, (_, i) => stakeRow(i + 1)),
      ...Array.from({ length: 7 }, (_, i) => packRow(i + 1)),
    ]);

    const all = await historyOf(key.address);
    expect(all.pagination).toEqual({ page: 1, limit: 10, total: 19, totalPages: 2 });

    const staking = await historyOf(key.address, '?category=staking&page=2');
    expect(staking.pagination).toEqual({ page: 2, limit: 10, total: 12, totalPages: 2 });
    expect(staking.transactions.map((row) => row.item)).toEqual(['Stake 2', 'Stake 1']);

    const packs = await historyOf(key.address, '?category=packs&limit=5');
    expect(packs.pagination).toEqual({ page: 1, limit: 5, total: 7, totalPages: 2 });
    expect(packs.transactions.every((row) => row.category === 'packs')).toBe(true);
    expect(packs.transactions[0]?.item).toBe('Pack 7');

    const openings = await historyOf(key.address, `?type=${encodeURIComponent('Pack Opening')}`);
    expect(openings.pagination.total).toBe(3);
    expect(openings.transactions.map((row) => row.item)).toEqual(['Pack 6', 'Pack 4', 'Pack 2']);

    // 'Purchase' exists in packs and marketplace: the category narrows it.
    const packPurchases = await historyOf(key.address, '?category=packs&type=Purchase');
    expect(packPurchases.transactions.map((row) => row.item)).toEqual([
      'Pack 7',
      'Pack 5',
      'Pack 3',
      'Pack 1',
    ]);
    const marketPurchases = await historyOf(key.address, '?category=marketplace&type=Purchase');
    expect(marketPurchases).toEqual({
      transactions: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
    });

    // A page past the end of the filtered rows is empty, with the same totals.
    const beyond = await historyOf(key.address, '?category=packs&page=3&limit=5');
    expect(beyond.transactions).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 3, limit: 5, total: 7, totalPages: 2 });
  });

  it('refuses a category or type that does not exist, and a type name in the wrong case', async () => {
    const key = await newKey();
    for (const query of [
      '?category=moon',
      '?type=Teleport',
      '?type=stake',
      '?category=',
      '?category=packs&type=Nope',
    ]) {
      for (const path of ['', '/csv']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/wallet/transactions/${key.address}${path}${query}`,
        });
        expect(response.statusCode, `${path}${query}`).toBe(400);
        expect(response.json()).toMatchObject({ error: 'BAD_REQUEST' });
      }
    }
  });

  it('gives each row its UTC date and time next to the full timestamp', async () => {
    const key = await newKey();
    // 2025-04-25T23:59:58.250Z on the server's one clock: the date is still the 25th in UTC.
    const target = Date.UTC(2025, 3, 25, 23, 59, 58, 250);
    const before = t.services.clock.offset;
    t.services.clock.setOffset(before + (target - t.services.clock.nowMs()));
    try {
      await t.services.wallet.record({ ...stakeRow(1), wallet: key.address });
    } finally {
      t.services.clock.setOffset(before);
    }
    const [row] = (await historyOf(key.address)).transactions;
    expect(row).toMatchObject({ date: '2025-04-25', time: '23:59:58' });
    expect(Date.parse(row?.timestamp ?? '')).toBeGreaterThanOrEqual(target);
    expect(Date.parse(row?.timestamp ?? '') - target).toBeLessThan(1_000);
    expect(row?.timestamp.startsWith(`${row.date}T${row.time}`)).toBe(true);
  });
});

describe('transaction history as CSV', () => {
  it('streams the whole filtered history (past every page and every read batch) as a download', async () => {
    const key = await newKey();
    // 1,203 staking rows written at one instant (ties broken by id) and 5 pack rows.
    await t.services.wallet.recordMany(
      Array.from({ length: 1_203 }, (_, i) => ({ ...stakeRow(i + 1), wallet: key.address })),
    );
    t.services.clock.setOffset(t.services.clock.offset + 1_000);
    await recordRows(
      key.address,
      Array.from({ length: 5 }, (_, i) => packRow(i + 1)),
    );

    const response = await t.app.inject({
      method: 'GET',
      url: `/wallet/transactions/${key.address}/csv?category=staking&network=localnet`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="wlo-transactions-${key.address}-staking.csv"`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([...TRANSACTIONS_CSV_COLUMNS]);
    expect(rows).toHaveLength(1_203);
    const items = rows.map((row) => row[5]);
    expect(new Set(items).size).toBe(1_203);
    expect(rows.every((row) => row[3] === 'Stake' && row[4] === 'staking')).toBe(true);
    expect(rows[0]).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      'Stake',
      'staking',
      expect.stringMatching(/^Stake \d+$/),
      '-100',
      'WLO',
      'completed',
      '',
    ]);

    // Unfiltered: every row, newest first, the same as the pages show them.
    const everything = parseCsv(
      (await t.app.inject({ method: 'GET', url: `/wallet/transactions/${key.address}/csv` })).body,
    );
    expect(everything).toHaveLength(1 + 1_208);
    const firstPage = (await historyOf(key.address)).transactions;
    expect(everything.slice(1, 11).map((row) => row[5])).toEqual(firstPage.map((row) => row.item));
  });

  it('writes exact amounts, signatures, and quotes what needs quoting', async () => {
    const player = await signedInPlayer(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: player.address, sol: 1, wlo: 1000.123456 },
    });
    const { signature } = await stakeOverHttp(t.app, player, 100.5, 7);
    await t.services.wallet.record({
      wallet: player.address,
      type: 'Sale',
      category: 'marketplace',
      item: '=HYPERLINK("x"), "Ace", the bold',
      amount: 1n,
      token: 'WLO',
    });

    const body = (await t.app.inject({ method: 'GET', url: `/wallet/transactions/${player.address}/csv` }))
      .body;
    const rows = parseCsv(body).slice(1);
    expect(rows.map((row) => [row[3], row[5], row[6], row[7], row[9]])).toEqual([
      ['Sale', `'=HYPERLINK("x"), "Ace", the bold`, '0.000001', 'WLO', ''],
      ['Stake', expect.any(String), '-100.5', 'WLO', signature],
      ['Airdrop', 'WLO', '1000.123456', 'WLO', expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)],
      ['Airdrop', 'SOL', '1', 'SOL', ''],
    ]);
  });

  it('quotes fields and defuses formulas, but never touches an amount', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-100.5', { text: false })).toBe('-100.5');
    expect(exportFileName('Abc123', { type: 'Stake Returned' })).toBe(
      'wlo-transactions-Abc123-Stake-Returned.csv',
    );
  });

  it('an empty filtered history is the header alone', async () => {
    const key = await newKey();
    const response = await t.app.inject({
      method: 'GET',
      url: `/wallet/transactions/${key.address}/csv?type=Weekly%20Reward`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`${TRANSACTIONS_CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('wallet reads stay public', () => {
  it('answers balance, history and export without a session (and ignores a stale token)', async () => {
    const key = await newKey();
    for (const url of [
      `/wallet/balance/${key.address}`,
      `/wallet/transactions/${key.address}?category=staking&type=Stake`,
      `/wallet/transactions/${key.address}/csv?category=staking`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      const stale = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(stale.statusCode, url).toBe(200);
    }
    const wrongNetwork = await t.app.inject({
      method: 'GET',
      url: `/wallet/transactions/${key.address}/csv?network=mainnet`,
    });
    expect(wrongNetwork.statusCode).toBe(400);
    expect(wrongNetwork.json()).toMatchObject({ error: 'INVALID_NETWORK' });
  });
});
