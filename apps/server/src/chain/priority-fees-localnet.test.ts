import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateKeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { transactionFees } from '@wos/shared';
import { buildServerSigned } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { assertConservation } from '../../test/conservation.ts';
import { buyPack, fundedPlayer, lamportsOf } from '../../test/packs.ts';
import { computeBudgetInstructions } from './priority-fees.ts';

/** Priority fees on the local node: what it reports of landed prices, and payments that carry a budget. */
let node: Localnet;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'wos-priority-'));
  node = await startLocalnet({ dataDir, port: 0 });
  t = await startTestApp({ network: 'localnet', solanaRpcUrl: node.rpcUrl, solanaWsUrl: node.wsUrl });
});
afterAll(async () => {
  try {
    if (t) await assertConservation(t.services);
    await t?.close();
  } finally {
    await node?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe('priority fees on the local node', () => {
  it('reads back through the chain port the price a landed transaction paid for the account it wrote', async () => {
    const [payer, payee] = await Promise.all([generateKeyPairSigner(), generateKeyPairSigner()]);
    await t.services.chain.airdrop(payer.address, 1_000_000_000n);
    // An account nothing else writes: a slot's fee for an account is the lowest any of its writers paid.
    const fresh = payee.address;
    const paid = [
      ...computeBudgetInstructions({ unitLimit: 10_000, microLamportsPerUnit: 750_000n }),
      getTransferSolInstruction({ source: payer, destination: fresh, amount: 1_000_000n }),
    ];
    const lifetime = await t.services.chain.getLatestBlockhash();
    const signature = await t.services.chain.sendTransaction(
      await buildServerSigned(payer, [], paid, lifetime),
    );
    expect(await t.services.chain.confirmTransaction(signature, 30_000)).toBe('confirmed');

    const fees = await t.services.chain.getRecentPrioritizationFees([fresh]);
    expect(fees.length).toBeGreaterThan(0);
    expect(fees.map((fee) => fee.prioritizationFee)).toContain(750_000n);
  });

  it('lands a pack whose transaction carries a simulated limit, and charges the player exactly the fees it names', async () => {
    const player = await fundedPlayer(t, { sol: 1 });
    const before = await lamportsOf(t, player.address);
    const { prepared } = await buyPack(t, player, 'farmer-basic');
    const fees = transactionFees(new Uint8Array(Buffer.from(prepared.transaction ?? '', 'base64')));
    expect(fees.unitLimit).toBeLessThan(400_000);
    expect(fees.priorityFeeLamports).toBeLessThanOrEqual(t.services.config.priorityFeeCapLamports);
    const price = BigInt(Math.round(prepared.packDetails.price * 1e9));
    expect(await lamportsOf(t, player.address)).toBe(
      before - price - fees.baseFeeLamports - fees.priorityFeeLamports,
    );
  });
});
