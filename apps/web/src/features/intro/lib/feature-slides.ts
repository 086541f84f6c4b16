import { STAKING_MARKETING_CLAIMS } from '@wos/shared';

/** docs/spec/001-game.md §3 "Feature slide". */
export interface FeatureSlide {
  title: string;
  description: string;
  details: readonly string[];
  /** Accent colour of the slide. */
  color: string;
  status: 'active' | 'coming-soon';
  availableText: string;
}

/**
 * docs/spec/001-game.md §2: the intro's four slides. Marketing still calls the marketplace and the hero
 * system coming soon (docs/spec/001-game.md §1), so their slides carry the Coming Soon overlay.
 */
export const FEATURE_SLIDES: readonly FeatureSlide[] = [
  {
    title: 'Farmers',
    description: 'Collect neural-linked farmers that harvest WLO around the clock.',
    details: [
      'Rarer farmers give a higher yield',
      'Level farmers up to level 5',
      'Synergy bonuses: staking boosts your farm power',
      'Harvest your rewards at any time',
    ],
    color: '#2cffa4',
    status: 'active',
    availableText: 'Available now',
  },
  {
    title: 'Staking',
    description: 'Lock WLO in quantum pools and earn while you sleep.',
    // The marketing claims of the home and staking pages (docs/spec/000-shell-wallet-staking.md §1) first.
    details: [...STAKING_MARKETING_CLAIMS, 'Longer locks yield more', 'Early unstaking with reduced rewards'],
    color: '#00f0ff',
    status: 'active',
    availableText: 'Available now',
  },
  {
    title: 'Marketplace',
    description: 'Trade your warlords’ assets with players across the network.',
    details: [
      'Buy and sell farmers, heroes and other NFTs',
      'Zero fees for early adopters',
      'Filter by rarity and sort by price',
      'List, reprice or cancel at any time',
    ],
    color: '#b14cff',
    status: 'coming-soon',
    availableText: 'Coming soon',
  },
  {
    title: 'Hero system',
    description: 'Lead heroes into battle and grow them into legends.',
    details: [
      'Levelling that raises hero power',
      'Missions that reward your heroes',
      'Combining heroes into stronger ones',
      'Team building for the battles ahead',
    ],
    color: '#ffc247',
    status: 'coming-soon',
    availableText: 'Coming soon',
  },
];
