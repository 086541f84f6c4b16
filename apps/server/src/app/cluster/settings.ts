import { availableParallelism } from 'node:os';
import { readShutdownTimeoutMs } from '../system/shutdown.ts';

export interface ClusterSettings {
  workers: number;
  shutdownTimeoutMs: number;
}

const MAX_WORKERS = 256;

/**
 * What `npm run start:cluster` needs before it forks anything. Workers are
 * separate processes, so everything they share must live outside them: one
 * PostgreSQL (PGlite is one process's private database) and one Solana RPC
 * (the embedded chain lives inside one process). Throws one message naming
 * every problem.
 */
export function readClusterSettings(env: NodeJS.ProcessEnv = process.env): ClusterSettings {
  const problems: string[] = [];
  if (!env.DATABASE_URL?.trim()) {
    problems.push(
      'DATABASE_URL is required: the workers share one PostgreSQL database (the embedded PGlite database belongs to a single process; use `npm start` for that).',
    );
  }
  if (!env.SOLANA_RPC_URL?.trim()) {
    problems.push(
      'SOLANA_RPC_URL is required: the embedded chain lives inside a single process. Point the workers at a Solana RPC — on this machine `npm run localnet` and NETWORK=localnet SOLANA_RPC_URL=http://127.0.0.1:8899.',
    );
  }
  const workersText = env.WORKERS?.trim();
  const workers = workersText ? Number(workersText) : availableParallelism();
  if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    problems.push(`WORKERS must be a whole number from 1 to ${MAX_WORKERS} (default: the number of cores).`);
  }
  let shutdownTimeoutMs = 0;
  try {
    shutdownTimeoutMs = readShutdownTimeoutMs(env);
  } catch (error) {
    problems.push((error as Error).message.replace(/^Invalid configuration:\s*/, ''));
  }
  if (problems.length > 0) {
    throw new Error(`npm run start:cluster cannot start:\n  ${problems.join('\n  ')}`);
  }
  return { workers, shutdownTimeoutMs };
}
