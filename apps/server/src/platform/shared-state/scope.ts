import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sharedStateScope } from './tables.ts';

/**
 * This deployment's name for what it keeps outside its database (Redis
 * channel and keys): made by the first process, read by every other one.
 */
export async function sharedScope(db: Database): Promise<string> {
  await db
    .insert(sharedStateScope)
    .values({ id: 1, scope: randomBytes(8).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(sharedStateScope).where(sql`${sharedStateScope.id} = 1`);
  if (!row) throw new Error('shared_state_scope has no row');
  return row.scope;
}
