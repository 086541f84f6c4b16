import type { Database } from './database.ts';

/**
 * One execution of a statement whose text never changes: each engine parses
 * and plans it once (a named prepared statement, per connection) and then
 * only binds values. Values are sent as text (see `toParam`).
 */
export interface Statement {
  readonly name: string;
  readonly text: string;
  readonly values: readonly (string | null)[];
}

/** A row as the engine answers it: column name → value (int8 may come as text, number or bigint). */
export type Row = Record<string, unknown>;

/** A statement of a batch failed; nothing of the batch was written. */
export class BatchError extends Error {
  constructor(
    /** Which statement of the batch failed. */
    readonly index: number,
    /** The engine's error (its `code` is PostgreSQL's SQLSTATE). */
    override readonly cause: unknown,
  ) {
    super(`statement ${index} of a batch failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }

  /** PostgreSQL's SQLSTATE of the failure. */
  get code(): string | undefined {
    const code = (this.cause as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** What runs batches for one kind of connection (see pg-batch.ts, pglite-statements.ts). */
export interface BatchRunner {
  batch(statements: readonly Statement[]): Promise<Row[][]>;
}

/** A statement's value as text, the same for both engines. */
export function toParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

const texts = new Map<string, string>();

/**
 * A statement with fixed SQL text and positional parameters ($1, $2, …),
 * named once for the whole process; call it with the values of one execution.
 */
export function statement(name: string, text: string): (...values: unknown[]) => Statement {
  const known = texts.get(name);
  if (known !== undefined && known !== text)
    throw new Error(`statement ${name} is defined twice with different text`);
  texts.set(name, text);
  return (...values) => ({ name, text, values: values.map(toParam) });
}

const runners = new WeakMap<Database, BatchRunner>();

/** Makes `db` run batches through `runner` (db/open.ts, for each engine). */
export function setBatchRunner(db: Database, runner: BatchRunner): void {
  runners.set(db, runner);
}

/**
 * Runs the statements in one round trip, in order, as one transaction: all
 * of them or, when one fails (BatchError), none. The protocol's implicit
 * transaction does it: every statement goes before one Sync, and an error
 * discards the rest up to it. Not inside a transaction of the caller.
 */
export function runBatch(db: Database, statements: readonly Statement[]): Promise<Row[][]> {
  const runner = runners.get(db);
  if (!runner)
    throw new Error('this database handle runs no batches (opened outside db/open.ts, or a transaction)');
  return runner.batch(statements);
}

/** One statement in its own round trip: its rows. */
export async function runStatement(db: Database, one: Statement): Promise<Row[]> {
  const [rows] = await runBatch(db, [one]);
  return rows ?? [];
}

/**
 * The SQL of a guard: the statement `inner` (data-modifying, with RETURNING)
 * must touch exactly one row, or the batch it is in fails with division by
 * zero (22012), so nothing after it is written.
 */
export function exactlyOne(inner: string): string {
  return `WITH guarded AS (${inner}) SELECT 1 / ((SELECT count(*) FROM guarded) = 1)::int AS one`;
}

/** True when a batch failed on the guard (exactlyOne) of statement `index`. */
export function isGuardFailure(error: unknown, index: number): boolean {
  return error instanceof BatchError && error.index === index && error.code === '22012';
}

/** int8 as either engine answers it (text, number or bigint). */
export function bigintOf(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string') return BigInt(value);
  throw new Error(`expected an integer, got ${typeof value}`);
}

/** timestamptz as either engine answers it. */
export function dateOf(value: unknown): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string' || typeof value === 'number') return new Date(value);
  throw new Error(`expected a timestamp, got ${typeof value}`);
}
