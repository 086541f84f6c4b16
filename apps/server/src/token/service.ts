import { randomBytes } from 'node:crypto';
import { visitDay } from '@wos/shared';
import type { Clock } from '../clock/clock.ts';
import type { TokenRepo } from './repo.ts';

/** A visitor id: 128 random bits, base64url (22 characters). */
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && VISITOR_ID.test(value);
}

/**
 * The token page's visit counter (spec 001 §2): each browser, known by the
 * random id of its visitor cookie, counts once per UTC day of the server's
 * clock.
 */
export function createTokenService(deps: { repo: TokenRepo; clock: Clock }) {
  const { repo, clock } = deps;
  return {
    async visits() {
      return { data: { totalVisits: Number(await repo.total()) } };
    },

    async recordVisit(visitorId: string) {
      const now = clock.now();
      const { total, counted } = await repo.record({ visitorId, day: visitDay(now), visitedAt: now });
      return { data: { totalVisits: Number(total), counted } };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
