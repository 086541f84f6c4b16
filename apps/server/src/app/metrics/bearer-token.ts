import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an Authorization header carries `Bearer <expected>`. Both sides
 * are hashed first, so the comparison is constant-time whatever the length
 * sent, and nothing about the token leaks through timing.
 */
export function hasBearerToken(authorization: string | undefined, expected: string): boolean {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? '');
  const sent = match?.[1] ?? '';
  return timingSafeEqual(digest(sent), digest(expected)) && sent.length > 0;
}
