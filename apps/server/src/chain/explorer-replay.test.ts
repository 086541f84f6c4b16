import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';
import { buyPack, fundedPlayer } from '../../test/packs.ts';
import type { TestPlayer } from '../../test/players.ts';
import { stakeOverHttp } from '../../test/staking.ts';

/**
 * Solana Explorer in custom-cluster mode, replayed: the game runs on its own
 * local node, a player stakes and buys a pack, and the JSON-RPC calls the
 * explorer makes for the transaction page and the player's address page go
 * to the URL the game's explorer link names.
 */
const WLO_DECIMALS = 6;
const STAKE_WLO = 600;
const MEMO_PROGRAMS = [
  'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  'Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo',
];

let node: Localnet;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'wos-explorer-'));
  node = await startLocalnet({ dataDir, port: 0 });
  t = await startTestApp({ network: 'localnet', solanaRpcUrl: node.rpcUrl, solanaWsUrl: node.wsUrl });
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await node?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers are read field by field, as the explorer does.
type Json = any;

/** One JSON-RPC call as the explorer's web3.js Connection sends it. */
async function explorerCall(rpcUrl: string, method: string, params: unknown[]): Promise<Json> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: Json; error?: unknown };
  if (body.error !== undefined) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

/** The page's explorer link for a signature (GET /config's pattern) and the RPC URL it tells the explorer. */
async function explorerLink(signature: string): Promise<{ url: URL; rpcUrl: string }> {
  const config = (await t.app.inject({ method: 'GET', url: '/config' })).json<{ explorerTxUrl: string }>();
  const url = new URL(config.explorerTxUrl.replace('{signature}', encodeURIComponent(signature)));
  expect(url.pathname).toBe(`/tx/${signature}`);
  expect(url.searchParams.get('cluster')).toBe('custom');
  const rpcUrl = url.searchParams.get('customUrl');
  if (!rpcUrl) throw new Error(`no customUrl in ${url}`);
  return { url, rpcUrl };
}

/** The transaction page: the parsed transaction, its status searched in history, its block's time. */
async function transactionPage(rpcUrl: string, signature: string) {
  const transaction = await explorerCall(rpcUrl, 'getTransaction', [
    signature,
    { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
  ]);
  const statuses = await explorerCall(rpcUrl, 'getSignatureStatuses', [
    [signature],
    { searchTransactionHistory: true },
  ]);
  const blockTime = await explorerCall(rpcUrl, 'getBlockTime', [transaction.slot]);
  return { transaction, status: statuses.value[0], blockTime };
}

function wloBalanceOf(balances: Json[], owner: string, mint: string): bigint {
  const balance = balances.find((entry) => entry.owner === owner && entry.mint === mint);
  return BigInt(balance?.uiTokenAmount.amount ?? 0);
}

function expectPaidBy(transaction: Json, player: TestPlayer) {
  expect(transaction.transaction.message.accountKeys[0]).toEqual({
    pubkey: player.address,
    signer: true,
    writable: true,
    source: 'transaction',
  });
  expect(transaction.meta.err).toBeNull();
  expect(transaction.meta.fee).toBeGreaterThanOrEqual(5_000);
  expect(transaction.meta.logMessages.length).toBeGreaterThan(0);
}

function memosOf(transaction: Json): string[] {
  return transaction.transaction.message.instructions
    .filter((instruction: Json) => MEMO_PROGRAMS.includes(instruction.programId))
    .map((instruction: Json) => instruction.parsed);
}

describe('Solana Explorer on the local node the game runs on', () => {
  let player: TestPlayer;
  let stakeSignature: string;
  let packSignature: string;

  beforeAll(async () => {
    player = await fundedPlayer(t, { sol: 1, wlo: 1000 });
    stakeSignature = (await stakeOverHttp(t.app, player, STAKE_WLO, 30)).signature;
    packSignature = (await buyPack(t, player, 'farmer-basic')).processed.transactionSignature;
  });

  it("shows the stake's transaction page: paid by the player, the staked WLO moved, a memo, a block time", async () => {
    const { url, rpcUrl } = await explorerLink(stakeSignature);
    expect(url.origin).toBe('https://explorer.solana.com');
    expect(rpcUrl).toBe(node.rpcUrl);
    const page = await transactionPage(rpcUrl, stakeSignature);

    expectPaidBy(page.transaction, player);
    expect(page.transaction.transaction.signatures[0]).toBe(stakeSignature);
    const mint = t.services.accounts.wloMint;
    const { preTokenBalances, postTokenBalances } = page.transaction.meta;
    const moved =
      wloBalanceOf(preTokenBalances, player.address, mint) -
      wloBalanceOf(postTokenBalances, player.address, mint);
    expect(moved).toBe(BigInt(STAKE_WLO) * 10n ** BigInt(WLO_DECIMALS));
    const received = postTokenBalances
      .filter((entry: Json) => entry.owner !== player.address && entry.mint === mint)
      .reduce(
        (sum: bigint, entry: Json) =>
          sum + BigInt(entry.uiTokenAmount.amount) - wloBalanceOf(preTokenBalances, entry.owner, mint),
        0n,
      );
    expect(received).toBe(moved);
    expect(memosOf(page.transaction).length).toBeGreaterThan(0);

    expect(page.status).toMatchObject({
      err: null,
      confirmationStatus: 'finalized',
      slot: page.transaction.slot,
    });
    expect(page.blockTime).toBe(page.transaction.blockTime);
    expect(page.blockTime).toBeGreaterThan(1_000_000_000);
  });

  it("shows the pack purchase's transaction page, paid by the player", async () => {
    const { rpcUrl } = await explorerLink(packSignature);
    const page = await transactionPage(rpcUrl, packSignature);
    expectPaidBy(page.transaction, player);
    const { preBalances, postBalances, fee } = page.transaction.meta;
    // The player paid the pack's price in SOL on top of the fee.
    expect(preBalances[0] - postBalances[0]).toBeGreaterThan(fee);
    expect(page.status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(page.blockTime).toBe(page.transaction.blockTime);
  });

  it("lists both on the player's address page, newest first, with their memos and times", async () => {
    const { rpcUrl } = await explorerLink(stakeSignature);
    const account = await explorerCall(rpcUrl, 'getAccountInfo', [
      player.address,
      { encoding: 'jsonParsed' },
    ]);
    expect(account.value.owner).toBe('11111111111111111111111111111111');
    const listed = (await explorerCall(rpcUrl, 'getSignaturesForAddress', [
      player.address,
      { limit: 25 },
    ])) as Json[];
    const signatures = listed.map((info) => info.signature);
    expect(signatures.indexOf(packSignature)).toBeGreaterThanOrEqual(0);
    expect(signatures.indexOf(packSignature)).toBeLessThan(signatures.indexOf(stakeSignature));
    const stake = listed.find((info) => info.signature === stakeSignature);
    expect(stake).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect(stake.memo).toMatch(/^\[\d+\] /);
    expect(stake.blockTime).toBeGreaterThan(1_000_000_000);
    // The explorer pages on with `before`: the next page starts after the last one listed.
    const next = (await explorerCall(rpcUrl, 'getSignaturesForAddress', [
      player.address,
      { limit: 25, before: packSignature },
    ])) as Json[];
    expect(next.map((info) => info.signature)).toEqual(
      signatures.slice(signatures.indexOf(packSignature) + 1),
    );
  });
});
