import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  lamports,
} from '@solana/kit';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const MAIN = 'apps/server/src/ops/launch/main.ts';

export interface LaunchRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `npm run launch -- <args>` as its own process; `killWhen` sends SIGKILL at the first stdout line it accepts. */
export async function runLaunch(
  args: readonly string[],
  killWhen?: (line: string) => boolean,
): Promise<LaunchRun> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (killWhen && stdout.split('\n').some(killWhen)) child.kill('SIGKILL');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  return { code, signal, stdout, stderr };
}

/** The status word of each step line (created, done, skipped, needs, would …), in order. */
export function statuses(stdout: string): string[] {
  return stdout
    .split('\n')
    .filter((line) => /^(created|done|skipped|needs|would) /.test(line))
    .map((line) => line.slice(0, 12).trim());
}

/** A payer key file as solana-keygen writes it (a JSON array of the 64 bytes), funded by the node's faucet. */
export async function fundedPayerFile(rpcUrl: string, file: string, sol: bigint): Promise<Address> {
  const seed = crypto.getRandomValues(new Uint8Array(32));
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  await writeFile(file, JSON.stringify([...seed, ...getAddressEncoder().encode(signer.address)]), {
    mode: 0o600,
  });
  const rpc = createSolanaRpc(rpcUrl);
  await rpc.requestAirdrop(signer.address, lamports(sol * 1_000_000_000n)).send();
  for (let i = 0; i < 100; i += 1) {
    if ((await rpc.getBalance(signer.address, { commitment: 'confirmed' }).send()).value > 0n)
      return signer.address;
    await sleep(100);
  }
  throw new Error('the airdrop to the payer never landed');
}
