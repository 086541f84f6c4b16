import { toast } from '../toast/toast-store.ts';

/**
 * The Blink URL of a listing or a pack: the page URL that the origin's
 * /actions.json maps to its Solana Action (the server's game/actions), so a
 * blink client (wallet, extension, dial.to) shows a buy button for it.
 */
export const blinkPaths = {
  listing: (listingId: string) => `/marketplace/listing/${encodeURIComponent(listingId)}`,
  pack: (packTypeId: string) => `/store/packs/${encodeURIComponent(packTypeId)}`,
} as const;

/** Copies the Blink URL of `path` to the clipboard and says so with a short toast. */
export async function shareBlink(path: string, what: string): Promise<void> {
  const url = new URL(path, window.location.origin).toString();
  try {
    await navigator.clipboard.writeText(url);
    toast.success(`Link copied: anyone can buy ${what} from it with their wallet`);
  } catch {
    toast.error(`Could not copy the link; here it is: ${url}`);
  }
}
