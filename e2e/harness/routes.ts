/** Every route of the app, its name in screenshot files, and the title its page shows. */
export const APP_ROUTES = [
  { path: '/', name: 'home', title: 'BUILD YOUR WARLORD EMPIRE' },
  { path: '/stake', name: 'stake', title: 'QUANTUM STAKING PORTAL' },
  { path: '/farmers', name: 'farmers', title: 'QUANTUM FARMS' },
  { path: '/heroes', name: 'heroes', title: 'HEROES' },
  { path: '/marketplace', name: 'marketplace', title: 'MARKETPLACE' },
  { path: '/wlo-token', name: 'wlo-token', title: 'WLO TOKEN' },
  { path: '/roadmap', name: 'roadmap', title: 'ROADMAP' },
  { path: '/wallet', name: 'wallet', title: 'NEURAL WALLET' },
  { path: '/terms', name: 'terms', title: 'Terms of Service' },
  { path: '/privacy', name: 'privacy', title: 'Privacy Policy' },
] as const;
