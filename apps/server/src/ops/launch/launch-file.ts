import { POOL_NAMES } from '../../chain/pools.ts';
import { type EnvEntries, readEnvFile, writeEnvFile } from './env-file.ts';
import {
  addressVarOf,
  MINT_AUTHORITY_VAR,
  MINT_SECRET_VAR,
  MINT_VAR,
  SECRET_BYTES,
  secretVarOf,
} from './launch-keys.ts';

/** A transaction sent and not yet seen landed or expired (sender.ts): `<last valid block height>:<base64>`. */
export const PENDING_VAR = 'LAUNCH_PENDING_TRANSACTION';

/** The launch's own variables first, in this order; an operator's other variables follow, kept as they were. */
const LAUNCH_ORDER: readonly string[] = [
  'NETWORK',
  'SOLANA_RPC_URL',
  MINT_VAR,
  MINT_SECRET_VAR,
  MINT_AUTHORITY_VAR,
  ...POOL_NAMES.flatMap((pool) => [secretVarOf(pool), addressVarOf(pool)]),
  ...Object.keys(SECRET_BYTES),
  PENDING_VAR,
];

const HEADER = [
  'Written by `npm run launch` (docs/operations.md, Launch). Secret: keep it mode 0600, never commit it.',
  'A re-run keeps every key here; other variables added below are kept too.',
];

/**
 * The env file the launch writes (--out): the state it resumes from. Every
 * change is written whole (atomically, mode 0600) by `save`, which a dry run
 * never does.
 */
export class LaunchFile {
  private constructor(
    readonly path: string,
    private readonly entries: EnvEntries,
    private readonly dryRun: boolean,
  ) {}

  static async open(file: string, dryRun: boolean): Promise<LaunchFile> {
    return new LaunchFile(file, await readEnvFile(file), dryRun);
  }

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    return value === undefined || value === '' ? undefined : value;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  async save(): Promise<void> {
    if (this.dryRun) return;
    const ordered: EnvEntries = new Map();
    for (const key of LAUNCH_ORDER) {
      const value = this.entries.get(key);
      if (value !== undefined) ordered.set(key, value);
    }
    for (const [key, value] of this.entries) if (!ordered.has(key)) ordered.set(key, value);
    await writeEnvFile(this.path, ordered, HEADER);
  }
}
