import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSolanaRpc, generateKeyPairSigner, type Signature } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { transactionFees } from '@wos/shared';
import { buildServerSigned, callNodeExtra } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { assertConservation } from '../../test/conservation.ts';
import { buyPack, fundedPlayer, lamportsOf } from '../../test/packs.ts';
import { computeBudgetInstructions, PriorityFees, priorityPrice } from './priority-fees.ts';
import { associatedTokenAddressSync } from './token.ts';

/**
 * Priority fees on the local node: what it reports of landed prices,
 * payments that carry a budget, and payouts priced from the cluster's
 * median that players cannot raise (decided 2026-11-27).
 */
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

describe('what the game pays is priced from the cluster, not from accounts players write', () => {
  /** A huge price per unit on a tiny limit: each costs the attacker 100,000 lamports. */
  const ATTACK_PRICE = 100_000_000n;
  const ATTACK_LIMIT = 1_000;

  /** The compute budget a landed transaction carried and the fee it paid, read back from the node. */
  async function landed(signature: string) {
    const rpc = createSolanaRpc(node.rpcUrl);
    const found = await rpc
      .getTransaction(signature as Signature, {
        encoding: 'base64',
        maxSupportedTransactionVersion: 0,
        commitment: 'confirmed',
      })
      .send();
    if (!found) throw new Error(`transaction ${signature} not found`);
    const fees = transactionFees(new Uint8Array(Buffer.from(found.transaction[0], 'base64')));
    return { ...fees, fee: BigInt(found.meta?.fee ?? 0n) };
  }

  it('48 expensive failing transactions writing the treasury token account leave a payout at the median, within the cap', async () => {
    const { accounts, chain, config } = t.services;
    const treasuryTokens = associatedTokenAddressSync(accounts.pools.treasury.address, accounts.wloMint);
    const attacker = await generateKeyPairSigner();
    await chain.airdrop(attacker.address, 10_000_000_000n);

    // A quiet cluster: the 150 slots the fees are read over hold nothing yet.
    await callNodeExtra(node.rpcUrl, 'wos_warpSlots', [150]);
    // The app shares a blockhash for a few seconds; the warp outlived it.
    chain.forgetBlockhash();
    // Each asks to move more SOL than the attacker has, to the treasury's token account (anyone may
    // write it: a transfer to it): it lands as failed, pays its fees, and marks that account's fee
    // in its slot (one slot each, as an attacker sending one every 400 ms gets: 48 of the 150).
    const sent: Signature[] = [];
    for (let i = 0; i < 48; i += 1) {
      const instructions = [
        ...computeBudgetInstructions({ unitLimit: ATTACK_LIMIT, microLamportsPerUnit: ATTACK_PRICE }),
        getTransferSolInstruction({
          source: attacker,
          destination: treasuryTokens,
          amount: 1_000_000_000_000n + BigInt(i),
        }),
      ];
      const transaction = await buildServerSigned(
        attacker,
        [],
        instructions,
        await chain.getLatestBlockhash(),
      );
      sent.push(await chain.sendTransaction(transaction, { skipPreflight: true }));
      await callNodeExtra(node.rpcUrl, 'wos_warpSlots', [1]);
      chain.forgetBlockhash();
    }
    const states = await Promise.all(sent.map((signature) => chain.confirmTransaction(signature, 30_000)));
    expect(states.every((state) => state === 'failed')).toBe(true);

    // The account-filtered rule (a player's payments) would now price a payout at the cap.
    const byAccount = new PriorityFees(chain, {
      capLamports: config.priorityFeeCapLamports,
      payoutCapLamports: config.payoutPriorityCapLamports,
    });
    const attacked = await byAccount.budget([treasuryTokens], 200_000);
    expect((attacked.microLamportsPerUnit * 200_000n) / 1_000_000n).toBe(config.priorityFeeCapLamports);

    // A payout from the treasury: priced from the cluster's recent fees, no account filter, at the median.
    const before = await chain.getRecentPrioritizationFees([]);
    const payee = await generateKeyPairSigner();
    const row = await t.services.database.db.transaction((tx) =>
      t.services.payouts.enqueue(tx, {
        kind: 'test',
        wallet: payee.address,
        amount: 1_000_000n,
        sourcePool: 'treasury',
        dedupeKey: `priority-localnet:${payee.address}`,
        history: { type: 'Staking Reward', category: 'staking', item: 'priority fee test' },
      }),
    );
    const receipt = await t.services.payouts.dispatch(row.id);
    expect(receipt.status).toBe('confirmed');
    const after = await chain.getRecentPrioritizationFees([]);
    const paid = await landed(receipt.signature ?? '');

    const median = (recent: typeof before) =>
      priorityPrice(recent, paid.unitLimit, config.payoutPriorityCapLamports, 0.5);
    expect([median(before), median(after)]).toContain(paid.microLamportsPerUnit);
    expect(paid.priorityFeeLamports).toBeLessThanOrEqual(config.payoutPriorityCapLamports);
    expect(paid.microLamportsPerUnit).toBeLessThan(ATTACK_PRICE);
    // What the payout cost the game: the base fee and a priority within the payout cap (10,000 by default).
    expect(paid.fee).toBe(paid.baseFeeLamports + paid.priorityFeeLamports);
    expect(paid.fee).toBeLessThanOrEqual(paid.baseFeeLamports + config.payoutPriorityCapLamports);
  });
});
