import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Address, KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { type Localnet, startLocalnet } from '@wos/localnet';
import { callNodeExtra, signerFromSecret } from '@wos/svm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedPayerFile } from '../../../test/launch/launch-cli.ts';
import { newKey } from '../../../test/players.ts';
import { LaunchFile, PENDING_VAR } from './launch-file.ts';
import { type LaunchRpc, launchRpc } from './launch-rpc.ts';
import { Sender } from './sender.ts';

/**
 * What a kill leaves between recording a transaction and seeing it land: the
 * next run settles it before anything else, so it lands at most once and a
 * step never builds a second one beside it.
 */
let node: Localnet;
let dir: string;
let rpc: LaunchRpc;
let payer: KeyPairSigner;
const AMOUNT = 1_000_000n;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'wos-launch-sender-'));
  // A node of its own: this file warps its slots.
  node = await startLocalnet({ dataDir: path.join(dir, 'node'), port: 0 });
  const payerFile = path.join(dir, 'payer.json');
  await fundedPayerFile(node.rpcUrl, payerFile, 5n);
  payer = await signerFromSecret(await readFile(payerFile, 'utf8'));
  rpc = launchRpc(node.rpcUrl);
}, 120_000);

afterAll(async () => {
  await node?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A killed run's file: a transfer of AMOUNT to a new wallet recorded in it; `sent` says whether it got out. */
async function killedRun(name: string, sent: boolean): Promise<{ file: string; to: Address }> {
  const file = path.join(dir, `${name}.env`);
  const launchFile = await LaunchFile.open(file, false);
  const to = (await newKey()).address;
  const pending = await new Sender(rpc, launchFile, payer).record(
    [getTransferSolInstruction({ source: payer, destination: to, amount: AMOUNT })],
    [],
  );
  if (sent) await rpc.send(pending.wire);
  return { file, to };
}

async function settle(file: string) {
  const launchFile = await LaunchFile.open(file, false);
  const outcome = await new Sender(rpc, launchFile, payer).settlePending();
  const reread = await LaunchFile.open(file, false);
  return { outcome, left: reread.get(PENDING_VAR) };
}

describe('a transaction a killed launch left recorded', () => {
  it('recorded and never sent: the next run sends those same bytes, and it lands once', async () => {
    const { file, to } = await killedRun('unsent', false);
    expect(await settle(file)).toEqual({ outcome: 'landed', left: undefined });
    expect(await rpc.lamports(to)).toBe(AMOUNT);
    expect(await settle(file)).toEqual({ outcome: 'none', left: undefined });
  });

  it('sent and killed before its confirmation: the next run waits for it rather than building another', async () => {
    const { file, to } = await killedRun('sent', true);
    expect(await settle(file)).toEqual({ outcome: 'landed', left: undefined });
    expect(await rpc.lamports(to)).toBe(AMOUNT);
  });

  it('recorded and never sent until its blockhash expired: it can never land, and the record goes', async () => {
    const { file, to } = await killedRun('expired', false);
    await callNodeExtra(node.rpcUrl, 'wos_warpSlots', [400]);
    expect(await settle(file)).toEqual({ outcome: 'expired', left: undefined });
    expect(await rpc.lamports(to)).toBe(0n);
  });
});
