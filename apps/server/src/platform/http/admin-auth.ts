import { createHash, timingSafeEqual } from 'node:crypto';
import { WosError } from '@wos/shared';
import type { FastifyRequest } from 'fastify';

/**
 * The operator's routes (/admin/…): `Authorization: Bearer <expected>` (the
 * ADMIN_TOKEN). Without one the routes do not exist (404); a wrong or
 * missing token is 401.
 */
export function requireAdmin(request: FastifyRequest, expected: string | undefined): void {
  if (!expected) throw new WosError('NOT_FOUND');
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  if (!timingSafeEqual(digest(given), digest(expected))) {
    throw new WosError('UNAUTHORIZED', { message: 'A valid admin token is required' });
  }
}
