import { ed25519 } from '@noble/curves/ed25519.js';
import { encodeBase58 } from '@wos/shared';

/** The Dev Wallet's secret key stays in this browser's localStorage (localnet only). */
const STORAGE_KEY = 'wos.devWallet.secretKey';

export interface DevKeypair {
  secretKey: Uint8Array;
  publicKey: Uint8Array;
  address: string;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/i.test(text)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function keypairFrom(secretKey: Uint8Array): DevKeypair {
  const publicKey = ed25519.getPublicKey(secretKey);
  return { secretKey, publicKey, address: encodeBase58(publicKey) };
}

/** The stored key, or a new random one saved for next time. */
export function loadOrCreateDevKeypair(): DevKeypair {
  const stored = fromHex(localStorage.getItem(STORAGE_KEY) ?? '');
  if (stored) return keypairFrom(stored);
  const secretKey = ed25519.utils.randomSecretKey();
  localStorage.setItem(STORAGE_KEY, toHex(secretKey));
  return keypairFrom(secretKey);
}

export function signBytes(keypair: DevKeypair, message: Uint8Array): Uint8Array {
  return ed25519.sign(message, keypair.secretKey);
}
