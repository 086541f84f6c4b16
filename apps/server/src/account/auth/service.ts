import { createHash, randomBytes } from 'node:crypto';
import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { decodeBase58, type Network, SESSION_TTL_MS, SIGN_IN_NONCE_TTL_MS, WosError } from '@wos/shared';
import type { Clock } from '../../platform/clock/clock.ts';
import type { RequestSession } from '../../platform/http/auth-guard.ts';
import type { EventBus } from '../../platform/shared-state/bus.ts';
import { type AuthRepo, type NonceRow, OPEN_NONCES_PER_WALLET } from './repo.ts';
import { SessionCache } from './session-cache.ts';
import { signInMessage } from './sign-in-message.ts';

/**
 * Session lookups are trusted from memory this long. A logout in another
 * process reaches this one's cache by the bus at once, and a bus that lost
 * its connection empties the cache when it is back (resync); the TTL only
 * bounds what a message lost some other way could cost.
 */
const SESSION_CACHE_TTL_MS = 300_000;
/** The bus topic of a revoked session; its payload is the token's hash. */
const SESSION_REVOKED = 'session-revoked';
const SESSION_CACHE_ENTRIES = 10_000;
/** Expired sign-in messages are swept at most this often per process. */
const NONCE_SWEEP_INTERVAL_MS = 60_000;

export interface AuthServiceOptions {
  repo: AuthRepo;
  clock: Clock;
  origin: string;
  network: Network;
  /** Revocations to and from the other processes (absent: this process alone). */
  bus?: EventBus;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sign-in by signed message, and the sessions it opens. */
export function createAuthService({ repo, clock, origin, network, bus }: AuthServiceOptions) {
  const sessions = new SessionCache({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_ENTRIES });
  bus?.subscribe(SESSION_REVOKED, (tokenHash) => sessions.delete(tokenHash));
  bus?.onResync(() => sessions.clear());
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Deletes messages expired for a whole lifetime (kept that long only to answer "expired"). */
  async function sweepExpiredNonces(now: Date): Promise<void> {
    if (performance.now() - lastSweep < NONCE_SWEEP_INTERVAL_MS) return;
    lastSweep = performance.now();
    await repo.pruneNonces(new Date(now.getTime() - SIGN_IN_NONCE_TTL_MS));
  }

  const toResponse = (row: NonceRow) => ({
    message: row.message,
    nonce: row.nonce,
    expiresAt: row.expiresAt.toISOString(),
  });

  /** The pending message a signature answers: the one named by nonce, else any open one it verifies. */
  async function signedMessage(wallet: string, signature: SignatureBytes, nonce: string | undefined) {
    const publicKey = await getPublicKeyFromAddress(address(wallet));
    const verifies = (row: NonceRow) =>
      verifySignature(publicKey, signature, new TextEncoder().encode(row.message));
    if (nonce !== undefined) {
      const row = await repo.findNonce(nonce);
      return row && row.wallet === wallet && row.usedAt === null && (await verifies(row)) ? row : undefined;
    }
    for (const row of await repo.findOpenNonces(wallet)) {
      if (await verifies(row)) return row;
    }
    return undefined;
  }

  return {
    async connect(wallet: string) {
      const isNewPlayer = await repo.upsertPlayer(wallet, clock.now());
      return { walletAddress: wallet, isNewPlayer };
    },

    async issueMessage(wallet: string) {
      const issuedAt = clock.now();
      await sweepExpiredNonces(issuedAt);
      const live = await repo.findLiveNonces(wallet, issuedAt);
      // At the cap, hand out the newest live message again: a message is no secret
      // (only the wallet can sign it), and no one's pending message is dropped.
      if (live.length >= OPEN_NONCES_PER_WALLET && live[0]) return toResponse(live[0]);
      const expiresAt = new Date(issuedAt.getTime() + SIGN_IN_NONCE_TTL_MS);
      const nonce = randomBytes(16).toString('hex');
      const message = signInMessage({ origin, address: wallet, network, nonce, issuedAt, expiresAt });
      await repo.insertNonce({ nonce, wallet, message, issuedAt, expiresAt });
      return { message, nonce, expiresAt: expiresAt.toISOString() };
    },

    /** `nonce` names the message that was signed; without it, the wallet's open messages are tried. */
    async signIn(wallet: string, signatureText: string, nonce?: string) {
      const signature = decodeBase58(signatureText);
      if (signature?.length !== 64) {
        throw new WosError('BAD_REQUEST', { message: 'signature: expected a base58 ed25519 signature' });
      }
      const now = clock.now();
      const pending = await signedMessage(wallet, signature as SignatureBytes, nonce);
      if (!pending) {
        throw new WosError('UNAUTHORIZED', {
          message: 'The signature does not match a pending sign-in message',
        });
      }
      if (pending.expiresAt <= now) {
        throw new WosError('UNAUTHORIZED', { message: 'The sign-in message has expired; request a new one' });
      }
      if (!(await repo.consumeNonce(pending.nonce, now))) {
        throw new WosError('UNAUTHORIZED', {
          message: 'The signature does not match a pending sign-in message',
        });
      }
      await repo.upsertPlayer(wallet, now);
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await repo.insertSession({ tokenHash: hashToken(token), wallet, createdAt: now, expiresAt });
      return { token, walletAddress: wallet, expiresAt: expiresAt.toISOString() };
    },

    async findSession(token: string): Promise<RequestSession | null> {
      const now = clock.now();
      const cached = sessions.get(token);
      // The game clock may move (dev clock, tests): expiry is checked on every use.
      if (cached) return cached.expiresAt > now ? cached : null;
      const tokenHash = hashToken(token);
      const row = await repo.findLiveSession(tokenHash, now);
      if (!row) return null;
      const session = { wallet: row.wallet, expiresAt: row.expiresAt, tokenHash };
      sessions.set(token, session);
      return session;
    },

    /** How many players there are (wallets that ever signed in): the operator's count. */
    playerCount(): Promise<number> {
      return repo.countPlayers();
    },

    /** Revokes the session here, in the database, then in every other process's cache before answering. */
    async logout(session: RequestSession): Promise<void> {
      await repo.revokeSession(session.tokenHash, clock.now());
      // After the update, so a lookup here reading the row from now on finds it revoked.
      sessions.delete(session.tokenHash);
      await bus?.publish(SESSION_REVOKED, session.tokenHash);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
