import { randomBytes } from 'node:crypto';
import {
  type Address,
  address,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressEncoder,
  type KeyPairSigner,
} from '@solana/kit';
import { base58Encode, signerFromSecret } from '@wos/svm';
import type { PoolName } from '../../chain/pools.ts';
import { POOL_KEY_VARS } from '../../platform/config.ts';

/** The mint's address, what the server reads. */
export const MINT_VAR = 'WLO_MINT';
/** The mint's own key, kept only until the mint exists (it signs the mint's creation, nothing after). */
export const MINT_SECRET_VAR = 'WLO_MINT_SECRET_KEY';
export const MINT_AUTHORITY_VAR = 'MINT_AUTHORITY_SECRET_KEY';

/** Shared secrets the servers need, each random bytes as base64url (length in characters ≥ the config's minimum). */
export const SECRET_BYTES = { VISITOR_COOKIE_SECRET: 32, METRICS_TOKEN: 24, ADMIN_TOKEN: 32 } as const;

/** Each pool's address is written beside its key: `STAKING_VAULT_SECRET_KEY` → `STAKING_VAULT_ADDRESS`. */
export function addressVarOf(pool: PoolName): string {
  return POOL_KEY_VARS[pool].replace(/_SECRET_KEY$/, '_ADDRESS');
}

export function secretVarOf(pool: PoolName): string {
  return POOL_KEY_VARS[pool];
}

export interface NewKeyPair {
  /** Base58 of the 64 bytes (seed, then public key), as Solana tools write a key. */
  secret: string;
  signer: KeyPairSigner;
}

export async function newKeyPair(): Promise<NewKeyPair> {
  const seed = new Uint8Array(randomBytes(32));
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  const bytes = new Uint8Array(64);
  bytes.set(seed);
  bytes.set(getAddressEncoder().encode(signer.address), 32);
  return { secret: base58Encode(bytes), signer };
}

export function newSharedSecret(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** A key read from the file, checked against the address written beside it (a mismatch stops the launch). */
export async function keyFromFile(
  secret: string,
  secretVar: string,
  addressText: string | undefined,
  addressVar: string,
): Promise<KeyPairSigner> {
  let signer: KeyPairSigner;
  try {
    signer = await signerFromSecret(secret);
  } catch {
    throw new Error(
      `${secretVar} in the env file is not a key (a JSON byte array or base58 of 64 or 32 bytes)`,
    );
  }
  if (addressText !== undefined && addressText !== signer.address) {
    throw new Error(`${addressVar} (${addressText}) is not the address of ${secretVar} (${signer.address})`);
  }
  return signer;
}

export function addressFrom(text: string, name: string): Address {
  try {
    return address(text);
  } catch {
    throw new Error(`${name} is not a Solana address`);
  }
}
