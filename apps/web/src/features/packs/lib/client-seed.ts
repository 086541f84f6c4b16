/** The client seed the player mixes into a pack's draw (docs/rules.md §1): random by default, editable. */
export const CLIENT_SEED_MAX_LENGTH = 128;

/** 16 random bytes as hex, from the browser's CSPRNG. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The seed to send, or null when it is empty or too long for the server's contract. */
export function normaliseClientSeed(text: string): string | null {
  const seed = text.trim();
  return seed.length >= 1 && seed.length <= CLIENT_SEED_MAX_LENGTH ? seed : null;
}
