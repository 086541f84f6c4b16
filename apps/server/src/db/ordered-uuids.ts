import { randomBytes } from 'node:crypto';

/**
 * `count` UUIDs (version 7, RFC 9562) in ascending order: the time in
 * milliseconds, then 42 random bits shared by the batch, then a 32-bit
 * counter. A batch's rows (e.g. a week's 100,000 payouts) then go into their
 * primary-key b-tree side by side, on a few pages, instead of one random
 * page each (PGlite's 16 MB buffer pool cannot hold the index), and later
 * updates by id in batches touch neighbouring pages. Two batches collide
 * only with the same millisecond and the same 42 random bits.
 */
export function orderedUuids(count: number, nowMs = Date.now()): string[] {
  if (count > 0xffff_ffff) throw new RangeError('at most 2^32 ids a batch');
  const random = randomBytes(6).toString('hex');
  const time = nowMs.toString(16).padStart(12, '0').slice(-12);
  // 12 hex digits of time, the version (7), 3 random digits, the variant (8..b) and 7 more random digits.
  const variant = (8 | (Number.parseInt(random[3]!, 16) & 3)).toString(16);
  const head = `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(0, 3)}-${variant}${random.slice(4, 7)}-${random.slice(7, 11)}`;
  const ids = new Array<string>(count);
  for (let i = 0; i < count; i += 1) ids[i] = `${head}${i.toString(16).padStart(8, '0')}`;
  return ids;
}
