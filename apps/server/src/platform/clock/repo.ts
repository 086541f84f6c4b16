import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { clockState } from './tables.ts';

export async function readClockOffset(db: Database): Promise<number> {
  const [row] = await db.select().from(clockState).where(sql`${clockState.id} = 1`);
  return row ? Number(row.offsetMs) : 0;
}

export async function writeClockOffset(db: Database, offsetMs: number): Promise<void> {
  await db
    .insert(clockState)
    .values({ id: 1, offsetMs: BigInt(offsetMs) })
    .onConflictDoUpdate({ target: clockState.id, set: { offsetMs: BigInt(offsetMs) } });
}
