import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded chain lives on disk, by generation. Generation N is
 * `snapshot-N` (the whole LiteSVM state) with `signatures-N` (every
 * transaction executed before it), followed by `journal-N`, `journal-N+1`, …
 * (every change since). A snapshot is committed by its rename; the journals
 * after the newest committed snapshot are replayed over it at start.
 */
export class ChainFiles {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'chain');
    mkdirSync(this.dir, { recursive: true });
  }

  /** The snapshot written by earlier versions, before the journal existed. */
  legacySnapshot(dataDir: string): string | undefined {
    const legacy = path.join(dataDir, 'chain.litesvm');
    return existsSync(legacy) ? legacy : undefined;
  }

  snapshot(generation: number): string {
    return path.join(this.dir, `snapshot-${generation}.litesvm`);
  }

  signatures(generation: number): string {
    return path.join(this.dir, `signatures-${generation}.bin`);
  }

  journal(generation: number): string {
    return path.join(this.dir, `journal-${generation}.log`);
  }

  /** The newest generation whose snapshot and signatures are both committed. */
  latestSnapshot(): number | undefined {
    const committed = this.generationsOf('snapshot').filter((generation) =>
      existsSync(this.signatures(generation)),
    );
    return committed.at(-1);
  }

  /** Journals from `generation` on, oldest first. */
  journalsFrom(generation: number): number[] {
    return this.generationsOf('journal').filter((candidate) => candidate >= generation);
  }

  /** Writes a file beside its final name, syncs it, then renames it into place. */
  writeDurably(target: string, write: (partial: string) => void): void {
    const partial = `${target}.partial`;
    write(partial);
    syncFile(partial);
    renameSync(partial, target);
    syncFile(this.dir);
  }

  writeBytesDurably(target: string, bytes: Uint8Array): void {
    this.writeDurably(target, (partial) => writeFileSync(partial, bytes));
  }

  /** Removes every file of the generations before `generation`, and leftovers of torn writes. */
  pruneBefore(generation: number): void {
    for (const name of readdirSync(this.dir)) {
      const match = /^(snapshot|signatures|journal)-(\d+)\./.exec(name);
      const stale = name.endsWith('.partial') || (match !== null && Number(match[2]) < generation);
      if (stale) rmSync(path.join(this.dir, name), { force: true });
    }
  }

  private generationsOf(kind: 'snapshot' | 'journal'): number[] {
    const pattern = new RegExp(`^${kind}-(\\d+)\\.(litesvm|log)$`);
    return readdirSync(this.dir)
      .map((name) => pattern.exec(name)?.[1])
      .filter((generation): generation is string => generation !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  }
}

function syncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
