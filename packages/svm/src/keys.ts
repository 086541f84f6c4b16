import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  getBase58Decoder,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit';

/**
 * Reads a secret key as Solana tools write it: a JSON byte array or base58,
 * of 64 bytes (secret + public) or of a 32-byte seed.
 */
export async function signerFromSecret(secret: string): Promise<KeyPairSigner> {
  const bytes = secret.trim().startsWith('[')
    ? Uint8Array.from(JSON.parse(secret) as number[])
    : Uint8Array.from(getBase58Encoder().encode(secret.trim()));
  if (bytes.length === 64) return createKeyPairSignerFromBytes(bytes);
  if (bytes.length === 32) return createKeyPairSignerFromPrivateKeyBytes(bytes);
  throw new Error(`a secret key must be 32 or 64 bytes, got ${bytes.length}`);
}

/** A fresh 32-byte seed as base58, the form embedded mode keeps in DATA_DIR. */
export function newSecretSeed(): string {
  return getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32)));
}
