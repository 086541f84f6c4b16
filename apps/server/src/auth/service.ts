import { createHash, randomBytes } from 'node:crypto';
import { address, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit';
import { decodeBase58, type Network, SESSION_TTL_MS, SIGN_IN_NONCE_TTL_MS, WosError } from '@wos/shared';
import type { Clock } from '../clock/clock.ts';
import type { RequestSession } from '../http/auth-guard.ts';
import type { AuthRepo } from './repo.ts';
import { signInMessage } from './sign-in-message.ts';

export interface AuthServiceOptions {
  repo: AuthRepo;
  clock: Clock;
  origin: string;
  network: Network;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sign-in by signed message, and the sessions it opens. */
export function createAuthService({ repo, clock, origin, network }: AuthServiceOptions) {
  return {
    async connect(wallet: string) {
      const isNewPlayer = await repo.upsertPlayer(wallet, clock.now());
      return { walletAddress: wallet, isNewPlayer };
    },

    async issueMessage(wallet: string) {
      const issuedAt = clock.now();
      const expiresAt = new Date(issuedAt.getTime() + SIGN_IN_NONCE_TTL_MS);
      const nonce = randomBytes(16).toString('hex');
      const message = signInMessage({ origin, address: wallet, network, nonce, issuedAt, expiresAt });
      await repo.pruneNonces(wallet, new Date(issuedAt.getTime() - SIGN_IN_NONCE_TTL_MS));
      await repo.insertNonce({ nonce, wallet, message, issuedAt, expiresAt });
      return { message, nonce, expiresAt: expiresAt.toISOString() };
    },

    async signIn(wallet: string, signatureText: string) {
      const signature = decodeBase58(signatureText);
      if (signature?.length !== 64) {
        throw new WosError('BAD_REQUEST', 'signature: expected a base58 ed25519 signature');
      }
      const now = clock.now();
      const publicKey = await getPublicKeyFromAddress(address(wallet));
      for (const pending of await repo.findOpenNonces(wallet)) {
        const bytes = new TextEncoder().encode(pending.message);
        if (!(await verifySignature(publicKey, signature as SignatureBytes, bytes))) continue;
        if (pending.expiresAt <= now) {
          throw new WosError('UNAUTHORIZED', 'The sign-in message has expired; request a new one');
        }
        if (!(await repo.consumeNonce(pending.nonce, now))) break;
        await repo.upsertPlayer(wallet, now);
        const token = randomBytes(32).toString('base64url');
        const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
        await repo.insertSession({ tokenHash: hashToken(token), wallet, createdAt: now, expiresAt });
        return { token, walletAddress: wallet, expiresAt: expiresAt.toISOString() };
      }
      throw new WosError('UNAUTHORIZED', 'The signature does not match a pending sign-in message');
    },

    async findSession(token: string): Promise<RequestSession | null> {
      const tokenHash = hashToken(token);
      const row = await repo.findLiveSession(tokenHash, clock.now());
      return row ? { wallet: row.wallet, expiresAt: row.expiresAt, tokenHash } : null;
    },

    async logout(session: RequestSession): Promise<void> {
      await repo.revokeSession(session.tokenHash, clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
