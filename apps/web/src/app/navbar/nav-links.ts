export interface NavLinkItem {
  to: string;
  label: string;
}

/** The navbar's links, in order (spec 000 §2). */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/stake', label: 'STAKE' },
  { to: '/farmers', label: 'FARMERS' },
  { to: '/wlo-token', label: 'WLO TOKEN' },
  { to: '/roadmap', label: 'ROADMAP' },
  { to: '/wallet', label: 'WALLET' },
];

/** The home link counts as active on / and on /battle. */
export const HOME_ACTIVE_PATHS: readonly string[] = ['/', '/battle'];
