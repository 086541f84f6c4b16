import { toast } from '../toast/toast-store.ts';

export { blinkPaths } from './share-paths.ts';

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
