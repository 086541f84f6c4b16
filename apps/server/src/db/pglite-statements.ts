import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** The part of a PGlite client drizzle's driver calls: the database or one of its transactions. */
export interface PgliteClient {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: PgliteClient) => Promise<T>): Promise<T>;
}

import { BatchError, type BatchRunner, type Statement as BatchStatement, type Row } from './batch.ts';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

interface Field {
  name: string;
  dataTypeID: number;
}

interface Statement {
  name: string;
  paramTypes: number[];
  /** The columns Describe answered once (none for a statement returning no rows). */
  description: Field[];
}

type Parser = (value: string, type: number) => unknown;

/**
 * The answer of one execution, as PGlite's own parse gives it (rows as
 * objects or arrays, affectedRows), without copying PGlite's whole parser
 * table into a new object per call as its parse does when options name parsers.
 */
function toResults<T>(
  messages: readonly BackendMessage[],
  fields: readonly Field[],
  parserOf: (type: number) => Parser | undefined,
  rowMode: QueryOptions['rowMode'],
): Results<T> {
  const parsers = fields.map((field) => parserOf(field.dataTypeID));
  const value = (text: string | null, i: number) => {
    if (text === null) return null;
    const parser = parsers[i];
    return parser ? parser(text, fields[i]?.dataTypeID ?? 0) : text;
  };
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const cells = (message as unknown as { fields: (string | null)[] }).fields;
      if (rowMode === 'array') {
        rows.push(cells.map(value));
      } else {
        const row: Record<string, unknown> = {};
        cells.forEach((cell, i) => {
          row[fields[i]?.name ?? String(i)] = value(cell, i);
        });
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      const tag = (message as unknown as { text: string }).text;
      if (/^(INSERT|UPDATE|DELETE|COPY|MERGE) /.test(tag))
        affectedRows = Number(tag.slice(tag.lastIndexOf(' ') + 1));
    }
  }
  return { rows: rows as T[], fields: [...fields], affectedRows };
}

function fieldsOf(description: BackendMessage | undefined): Field[] {
  const fields = (description as unknown as { fields?: Field[] } | undefined)?.fields ?? [];
  return fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID }));
}

/** PostgreSQL's feature_not_supported, raised when a table changed under a prepared statement. */
const CACHED_PLAN_CHANGED = '0A000';

/** Distinct statement texts kept prepared; past it the least recently used is closed. */
const STATEMENT_LIMIT = 500;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite with each distinct statement text parsed and planned once, as a
 * named prepared statement, then run as one Bind + Execute + Sync call into
 * the engine. PGlite's own `query` makes six calls into WASM per statement
 * (parse, describe, bind, describe, execute, sync) and parses and plans it
 * each time: about four times the CPU of a lookup by key (docs/stack-notes.md).
 * Everything else (simple queries, transactions, locking, the file sync
 * after a statement outside a transaction) is PGlite's.
 */
export function withPreparedStatements(pglite: PGlite): PgliteClient & BatchRunner {
  const statements = new Map<string, Statement>();
  /** Names to close with the next Parse (evicted, or their table changed). */
  const retired: string[] = [];
  let counter = 0;
  const { serialize } = protocol;

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const cached = statements.get(text);
    if (cached) {
      // Least recently used first: re-insert on use.
      statements.delete(text);
      statements.set(text, cached);
      return cached;
    }
    if (statements.size >= STATEMENT_LIMIT) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      retired.push(oldest.name);
    }
    const parts = retired.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    counter += 1;
    const name = `wos_${counter}`;
    parts.push(
      serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const messages = await pglite.execProtocolStream(concat(parts), { syncToFs: false });
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      description: fieldsOf(messages.find((message) => message.name === 'rowDescription')),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let statement: Statement | undefined;
    try {
      statement = await prepare(text, options);
      const { paramTypes } = statement;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const type = paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await pglite.execProtocolStream(
        concat([
          serialize.bind({ statement: statement.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return toResults<T>(
        messages,
        statement.description,
        (type) => options?.parsers?.[type] ?? pglite.parsers[type],
        options?.rowMode,
      );
    } catch (error) {
      // A table changed under a prepared statement ("cached plan must not change
      // result type"): the next call prepares it afresh.
      if (statement && (error as { code?: unknown }).code === CACHED_PLAN_CHANGED) {
        statements.delete(text);
        retired.push(statement.name);
      }
      if (error instanceof Error) Object.assign(error, { query: text, params });
      throw error;
    }
  }

  const inTransaction = (tx: Transaction): PgliteClient => ({
    query: (text, params, options) => pglite._runExclusiveQuery(() => run(text, params, options)),
    exec: (text, options) => tx.exec(text, options),
    transaction: () => Promise.reject(new Error('nested PGlite transactions go through savepoints')),
  });

  /** See runBatch (db/batch.ts): every statement before one Sync, in one call into the engine. */
  async function batch(list: readonly BatchStatement[]): Promise<Row[][]> {
    const prepared: Statement[] = [];
    for (const one of list) prepared.push(await prepare(one.text, undefined));
    const parts = list.flatMap((one, i) => [
      serialize.bind({ statement: prepared[i]?.name ?? '', values: [...one.values] }),
      serialize.execute({}),
    ]);
    parts.push(serialize.sync());
    const { messages } = await pglite.execProtocol(concat(parts), { syncToFs: false, throwOnError: false });
    const results: Row[][] = [];
    let start = 0;
    for (let at = 0; at < messages.length; at += 1) {
      const message = messages[at] as BackendMessage;
      if (message instanceof Error) throw new BatchError(results.length, message);
      if (message.name !== 'commandComplete') continue;
      const rows = toResults<Row>(
        messages.slice(start, at + 1),
        prepared[results.length]?.description ?? [],
        (type) => pglite.parsers[type],
        'object',
      ).rows;
      results.push(rows);
      start = at + 1;
    }
    return results;
  }

  return {
    batch: (list) =>
      pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const results = await batch(list);
          await pglite.syncToFs();
          return results;
        }),
      ),
    async query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const result = await run<T>(text, params, options);
          await pglite.syncToFs();
          return result;
        }),
      );
    },
    exec: (text, options) => pglite.exec(text, options),
    transaction: (callback) => pglite.transaction((tx) => callback(inTransaction(tx))),
  };
}
