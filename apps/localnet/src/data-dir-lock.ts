import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'localnet.lock';
/** Directories this process holds (its own pid in a lock file says nothing about which node wrote it). */
const heldHere = new Set<string>();

/**
 * One node per data directory: two would interleave their journals. The
 * lock holds the owner's pid; a lock left by a killed process (no such pid)
 * is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = path.resolve(dataDir, LOCK_FILE);
  if (heldHere.has(lockPath)) throw new Error(`a local node in this process is already using ${dataDir}`);
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockPath, 'utf8').trim());
    if (owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `another local node (pid ${owner}) is using ${dataDir}; stop it or choose another LOCALNET_DATA_DIR`,
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  heldHere.add(lockPath);
  return () => {
    heldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
