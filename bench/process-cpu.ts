/**
 * CPU time (user + system) of other processes and all their descendants,
 * from /proc (Linux): what the API processes and the local node spend,
 * which the load generator's own account does not show.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Kernel clock ticks per second (USER_HZ), 100 on Linux. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  ticks: number;
}

function readStat(pid: number): ProcStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): ppid is field 4, utime and stime 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11] ?? 0) + Number(fields[12] ?? 0) };
  } catch {
    return undefined;
  }
}

/** CPU ms the processes and their descendants (e.g. start:cluster's workers) have used so far. */
export function treeCpuMs(pids: readonly number[]): number {
  const stats = new Map<number, ProcStat>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const inTree = new Set(pids);
  // Parents come before children often but not always: repeat until nothing joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of inTree) ticks += stats.get(pid)?.ticks ?? 0;
  return (ticks * 1000) / TICKS_PER_SECOND;
}
