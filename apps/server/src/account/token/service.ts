import { visitDay } from '@wos/shared';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { type HitCounter, sweepEndedWindows } from '../../platform/shared-state/postgres-rate-limit-store.ts';
import type { TokenRepo } from './repo.ts';
import { newVisitorId, type VisitorCookieSigner } from './visitor-cookie.ts';

/**
 * New browsers (no cookie this server signed) counted per client address per
 * UTC day. Small: a script posting without the cookie adds at most this many
 * a day from one address; a household or office behind one address still
 * counts its first few browsers. Beyond it a new browser gets no cookie and
 * is not counted that day.
 */
export const NEW_VISITORS_PER_ADDRESS_PER_DAY = 10;
/** Longer than a day, so an address's count of a day (its key names the day) never restarts within it. */
const NEW_VISITOR_WINDOW_MS = 26 * 60 * 60 * 1000;
/** Ended counts are deleted at most this often per process (with Redis or PGlite nothing else sweeps them). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface VisitRequest {
  /** The visitor cookie as sent, if any. */
  cookie: string | undefined;
  /** The client's address (rate limits' normalised IP). */
  clientAddress: string;
}

/**
 * The token page's visit counter (docs/spec/001-game.md §2): each browser, known by the
 * random id of the visitor cookie the server signed for it, counts once per
 * UTC day of the server's clock. Counts of new browsers per address live in
 * the database, so every API process enforces the one cap.
 */
export function createTokenService(deps: {
  db: Database;
  repo: TokenRepo;
  clock: Clock;
  signer: VisitorCookieSigner;
  countHit: HitCounter;
}) {
  const { db, repo, clock, signer, countHit } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async visits() {
      return { data: { totalVisits: Number(await repo.total()) } };
    },

    /** Counts the visit; `cookie` is the signed value to give the browser, absent when none is given. */
    async recordVisit(request: VisitRequest) {
      const now = clock.now();
      const day = visitDay(now);
      let visitorId = signer.verify(request.cookie);
      if (visitorId === undefined) {
        if (performance.now() - lastSweep >= SWEEP_INTERVAL_MS) {
          lastSweep = performance.now();
          await sweepEndedWindows(db);
        }
        const key = `token-new-visitor:${signer.clientKey(request.clientAddress)}:${day}`;
        const { current } = await countHit(key, NEW_VISITOR_WINDOW_MS);
        if (current > NEW_VISITORS_PER_ADDRESS_PER_DAY) {
          return { data: { totalVisits: Number(await repo.total()), counted: false }, cookie: undefined };
        }
        visitorId = newVisitorId();
      }
      const { total, counted } = await repo.record({ visitorId, day, visitedAt: now });
      return { data: { totalVisits: Number(total), counted }, cookie: signer.sign(visitorId) };
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
