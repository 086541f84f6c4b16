import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newSecretSeed } from '@wos/svm';

/** What the node keeps beside the chain: its genesis, its faucet key and the dev moves of its clocks. */
export interface NodeState {
  /** Wall-clock time of slot 0, in ms since the epoch. */
  genesisUnixMs: number;
  /** Hex seed of every blockhash and of the genesis hash. */
  seed: string;
  /** base58 32-byte seed of the faucet key that pays requestAirdrop. */
  faucetSecret: string;
  /** Slots added by wos_warpSlots (decimal string: a u64). */
  warpSlots: string;
  /** Chain clock minus wall clock, set by wos_setUnixTime. */
  clockOffsetMs: number;
}

const FILE = 'node.json';

export function readNodeState(dataDir: string): NodeState | undefined {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as NodeState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export function newNodeState(now = Date.now()): NodeState {
  return {
    genesisUnixMs: now,
    seed: randomBytes(32).toString('hex'),
    faucetSecret: newSecretSeed(),
    warpSlots: '0',
    clockOffsetMs: 0,
  };
}

/** Written beside its name, synced, renamed into place: a kill leaves the old or the new file, whole. */
export function writeNodeState(dataDir: string, state: NodeState): void {
  const target = path.join(dataDir, FILE);
  const partial = `${target}.partial`;
  writeFileSync(partial, JSON.stringify(state, null, 2), { mode: 0o600 });
  syncPath(partial);
  renameSync(partial, target);
  syncPath(dataDir);
}

function syncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
