import { decodeBase58 } from '@wos/shared';

/**
 * What is wrong with a secret key's text, or undefined when it has a form
 * signerFromSecret (@wos/svm) reads: a JSON byte array or base58, of 64
 * bytes (secret + public) or of a 32-byte seed. The answer never quotes the
 * text: it ends up in the start-up error and the logs.
 */
export function secretKeyProblem(text: string): string | undefined {
  const trimmed = text.trim();
  const bytes = trimmed.startsWith('[') ? jsonBytes(trimmed) : (decodeBase58(trimmed) ?? undefined);
  if (bytes === undefined) {
    return trimmed.startsWith('[')
      ? 'is not a JSON array of byte values (0-255)'
      : 'is neither a JSON byte array nor base58 text';
  }
  if (bytes.length !== 64 && bytes.length !== 32) {
    return `must be 64 bytes (secret and public key) or a 32-byte seed, not ${bytes.length} bytes`;
  }
  return undefined;
}

function jsonBytes(text: string): Uint8Array | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  const isByte = (value: unknown) =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 255;
  if (!Array.isArray(parsed) || !parsed.every(isByte)) return undefined;
  return Uint8Array.from(parsed as number[]);
}
