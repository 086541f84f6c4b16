import { buildServerSigned } from '@wos/svm';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { newKey } from '../../../test/players.ts';
import { wloMintInstructions } from '../../chain/token.ts';
import { createAuditService } from './service.ts';

// This file breaks the books on purpose, so it closes without the conservation check.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.app.close();
  await t.services.close();
});

describe('the audit of the database against the chain', () => {
  it('balances on a fresh game and after faucet airdrops', async () => {
    const player = await newKey();
    await t.app.inject({
      method: 'POST',
      url: '/dev/airdrop',
      payload: { walletAddress: player.address, sol: 1, wlo: 250 },
    });
    const ledger = await t.services.audit.ledger({ countHolders: true });
    expect(ledger.problems).toEqual([]);
    expect(ledger.minted).toBe(ledger.supply);
    expect(ledger.players).toBe(250_000_000n);
  });

  it('finds WLO that appeared on chain with no record of it', async () => {
    const stranger = await newKey();
    const { chain, accounts } = t.services;
    const authority = accounts.mintAuthority;
    if (!authority) throw new Error('embedded mode has a mint authority');
    const instructions = await wloMintInstructions(accounts.wloMint, authority, stranger.address, 5n);
    await chain.sendTransaction(
      await buildServerSigned(authority, [], instructions, await chain.getLatestBlockhash()),
    );
    const ledger = await t.services.audit.ledger();
    expect(ledger.problems.join()).toMatch(/supply .* differs from minted/);
  });

  it('flags a payout recorded as confirmed that never landed, and /ready says so', async () => {
    const { db } = t.services.database;
    await db.execute(sql`INSERT INTO payouts (id, kind, wallet, amount, source_pool, dedupe_key, status, signature, created_at)
      VALUES (gen_random_uuid(), 'test', 'nobody', 1, 'treasury', 'audit-test', 'confirmed', ${'4'.repeat(87)}, now())`);
    const status = await t.services.audit.auditSignatures();
    expect(status).toMatchObject({ status: 'mismatch', mismatches: 1 });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.json()).toMatchObject({ status: 'degraded', audit: { status: 'mismatch', mismatches: 1 } });

    // Another API process on the same database, which never ran the audit, reports the same.
    const { chain, accounts, clock } = t.services;
    const other = createAuditService({
      db,
      chain,
      accounts,
      clock,
      log: pino({ level: 'silent' }),
      initialMint: null,
    });
    expect(other.mismatches()).toEqual([]);
    expect(await other.status()).toMatchObject({ status: 'mismatch', mismatches: 1 });
  });
});
