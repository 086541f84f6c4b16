/** One page's code as the preloader loads it. */
export interface PageCode {
  /** What the preloader shows while it loads. */
  label: string;
  load: () => Promise<unknown>;
}

/**
 * The pages whose code the first visit fetches (the app passes them in, from its route
 * table): `critical` with the preloader's critical set, `background` after the hand-over.
 */
export interface PreloadPages {
  critical: readonly PageCode[];
  background: readonly PageCode[];
}
