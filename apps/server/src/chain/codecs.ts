import type { webcrypto } from 'node:crypto';
import {
  type Address,
  getAddressDecoder,
  getAddressEncoder,
  getBase64Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit';
import { getMintDecoder, getTokenDecoder } from '@solana-program/token';

/**
 * Codecs made once: each `get…Codec()` call builds a new object, and the
 * stake path used to build a dozen per request.
 */
export const codecs = {
  address: { encoder: getAddressEncoder(), decoder: getAddressDecoder() },
  base64: { encoder: getBase64Encoder(), decoder: getBase64Decoder() },
  transaction: { encoder: getTransactionEncoder(), decoder: getTransactionDecoder() },
  compiledMessage: { decoder: getCompiledTransactionMessageDecoder() },
  tokenAccount: { decoder: getTokenDecoder() },
  mint: { decoder: getMintDecoder() },
};

const publicKeys = new Map<Address, Promise<webcrypto.CryptoKey>>();
const PUBLIC_KEY_CACHE_LIMIT = 20_000;

/** The signer's public key for signature checks; importing it costs more than the check. */
export function publicKeyOf(address: Address): Promise<webcrypto.CryptoKey> {
  let key = publicKeys.get(address);
  if (!key) {
    if (publicKeys.size >= PUBLIC_KEY_CACHE_LIMIT) publicKeys.clear();
    key = getPublicKeyFromAddress(address);
    // A failed import is not remembered.
    key.catch(() => publicKeys.delete(address));
    publicKeys.set(address, key);
  }
  return key;
}
