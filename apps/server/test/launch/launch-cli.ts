import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

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

/** The payer the launch tests spend from: launch's own localnet helper. */
export { fundedPayerFile } from '../../src/ops/launch/localnet-payer.ts';
