import { shareBlink } from './share-blink.ts';

interface Props {
  /** The page path the origin's actions.json maps (blinkPaths). */
  path: string;
  /** What the link sells, for the confirmation ("Iron Farmer", "a Premium Hero Pack"). */
  what: string;
  className?: string;
}

/** "Share": copies the Blink URL of a listing or a pack. */
export function ShareButton({ path, what, className = 'btn btn--ghost btn--small' }: Props) {
  return (
    <button type="button" className={className} onClick={() => void shareBlink(path, what)}>
      Share
    </button>
  );
}
