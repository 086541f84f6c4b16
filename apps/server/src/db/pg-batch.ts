import type pg from 'pg';
import { BatchError, type BatchRunner, type Row, type Statement } from './batch.ts';

/** The parts of node-postgres' connection a custom query talks to (pg's Query uses the same). */
interface Connection {
  parsedStatements: Record<string, string>;
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { name: string; text: string; types: number[] }): void;
  bind(message: { statement: string; values: readonly (string | null)[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
}

/** Statements whose Parse may or may not have happened (their batch failed at them): closed before the next Parse. */
const uncertain = new WeakMap<Connection, Set<string>>();

/**
 * A node-postgres "submittable" (as pg-cursor is): the whole batch goes out
 * as one write — Parse (once per connection and statement), Bind, Describe,
 * Execute for each statement, then one Sync — and the answers come back in
 * one round trip. Until the Sync PostgreSQL runs them in one implicit
 * transaction, and after an error it skips the rest, so the batch is atomic.
 */
class BatchQuery {
  private readonly results: Row[][] = [];
  private fields: FieldDescription[] = [];
  private rows: Row[] = [];
  private parsing: Array<{ index: number; name: string; text: string }> = [];
  private connection: Connection | undefined;
  private failure: unknown;

  constructor(
    private readonly statements: readonly Statement[],
    private readonly parserOf: (type: number) => (text: string) => unknown,
    private readonly done: (error: unknown, results?: Row[][]) => void,
  ) {}

  submit(connection: Connection): null {
    this.connection = connection;
    const maybe = uncertain.get(connection);
    const parsedHere = new Set<string>();
    connection.stream.cork?.();
    try {
      this.statements.forEach((statement, index) => {
        const { name, text } = statement;
        const parsed = connection.parsedStatements[name];
        if (parsed !== undefined && parsed !== text) throw new Error(`statement ${name} changed its text`);
        if (parsed === undefined && !parsedHere.has(name)) {
          if (maybe?.delete(name)) connection.close({ type: 'S', name });
          connection.parse({ name, text, types: [] });
          parsedHere.add(name);
          this.parsing.push({ index, name, text });
        }
        connection.bind({ statement: name, values: statement.values });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  /** Statements up to `index` answered, so their Parse succeeded. */
  private parsedUpTo(index: number): void {
    const connection = this.connection;
    if (!connection) return;
    while (this.parsing[0] && this.parsing[0].index <= index) {
      const { name, text } = this.parsing.shift() as { name: string; text: string };
      connection.parsedStatements[name] = text;
    }
  }

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.fields = message.fields;
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    const row: Row = {};
    message.fields.forEach((text, i) => {
      const field = this.fields[i];
      if (!field) return;
      row[field.name] = text === null ? null : this.parserOf(field.dataTypeID)(text);
    });
    this.rows.push(row);
  }

  handleCommandComplete(): void {
    this.parsedUpTo(this.results.length);
    this.results.push(this.rows);
    this.rows = [];
    this.fields = [];
  }

  handleEmptyQuery(): void {
    this.handleCommandComplete();
  }

  handleError(error: unknown): void {
    const index = this.results.length;
    this.parsedUpTo(index - 1);
    const connection = this.connection;
    if (connection) {
      // The failing statement's own Parse may have gone through before its Bind failed.
      const set = uncertain.get(connection) ?? new Set<string>();
      uncertain.set(connection, set);
      for (const { name } of this.parsing) set.add(name);
    }
    this.parsing = [];
    // A statement's error is PostgreSQL's (with its SQLSTATE); anything else is the connection's.
    const fromServer =
      typeof (error as { code?: unknown } | null)?.code === 'string' && 'severity' in (error as object);
    this.failure = fromServer ? new BatchError(index, error) : error;
    // node-postgres drops the active query on an error; the ReadyForQuery that follows finds none.
    this.done(this.failure);
  }

  handleReadyForQuery(): void {
    if (this.failure === undefined) this.done(undefined, this.results);
  }

  handlePortalSuspended(): void {}
  handleCopyInResponse(): void {}
  handleCopyData(): void {}
}

/** Batches on a node-postgres pool: one pooled connection, one round trip. */
export function pgBatchRunner(pool: pg.Pool, types: typeof pg.types): BatchRunner {
  const parsers = new Map<number, (text: string) => unknown>();
  const parserOf = (type: number) => {
    let parser = parsers.get(type);
    if (!parser) {
      parser = types.getTypeParser(type, 'text') as (text: string) => unknown;
      parsers.set(type, parser);
    }
    return parser;
  };
  return {
    async batch(statements) {
      if (statements.length === 0) return [];
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await new Promise<Row[][]>((resolve, reject) => {
          let settled = false;
          const query = new BatchQuery(statements, parserOf, (error, results) => {
            if (settled) return;
            settled = true;
            if (error) reject(error);
            else resolve(results ?? []);
          });
          client.query(query as unknown as pg.Submittable);
        });
      } catch (error) {
        // A lost connection (not a statement's error) must not go back to the pool.
        if (!(error instanceof BatchError))
          broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(broken);
      }
    },
  };
}
