/** docs/spec/001-game.md §2: a phase is completed, in progress or planned. */
export type PhaseStatus = 'completed' | 'in-progress' | 'planned';

export const PHASE_STATUS_LABELS: Record<PhaseStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In progress',
  planned: 'Planned',
};

export interface RoadmapItem {
  text: string;
  done: boolean;
}

export interface RoadmapPhase {
  number: number;
  title: string;
  status: PhaseStatus;
  /** When it ran or runs, in words. */
  when: string;
  /** The targets that close the phase (docs/spec/001-game.md §9). */
  goals: readonly string[];
  items: readonly RoadmapItem[];
}

const done = (text: string): RoadmapItem => ({ text, done: true });
const todo = (text: string): RoadmapItem => ({ text, done: false });

/**
 * Phases 0 to 5 (docs/spec/001-game.md §2, §9): phase 1 runs from April 25 2025 with the goals $100K
 * market cap, 500 holders and 500 members; the later phases aim at $250K, $500K, $1M and
 * $5M. What phase 1 lists as done is what the game runs today.
 */
export const ROADMAP_PHASES: readonly RoadmapPhase[] = [
  {
    number: 0,
    title: 'Foundation',
    status: 'completed',
    when: 'Before April 25, 2025',
    goals: [],
    items: [
      done('Game design: warlords, heroes, farmers and the quantum battle network'),
      done('WLO token minted on Solana with a fixed supply of 100K'),
      done('Tokenomics: the 10% buy/sell fee shared with farming, staking, liquidity and a burn'),
      done('Website, wallet connection (Phantom, Solflare and more) and community channels'),
    ],
  },
  {
    number: 1,
    title: 'Pre-Game Launch',
    status: 'in-progress',
    when: 'From April 25, 2025',
    goals: ['$100K market cap', '500 holders', '500 community members'],
    items: [
      done('WLO launch at $0.10 with 40K circulating'),
      done('Quantum staking: Flexible, Standard and Premium pools with farm power boosts'),
      done('Farmer and hero packs, opened with a provably fair draw'),
      done('Farmers: hourly WLO yield, merging to level 5, weekly farming rewards'),
      done('Farm power leaderboard'),
      done('Heroes, items and the player marketplace'),
      todo('Reach 500 holders and 500 community members'),
    ],
  },
  {
    number: 2,
    title: 'Battle Arena',
    status: 'planned',
    when: 'After phase 1',
    goals: ['$250K market cap'],
    items: [
      todo('PvE missions for hero teams, with WLO and item rewards'),
      todo('Hero combining and team building'),
      todo('Battle power from staked WLO and equipped items'),
      todo('Seasonal leaderboards with prize pools'),
    ],
  },
  {
    number: 3,
    title: 'Warlord Clans',
    status: 'planned',
    when: 'After phase 2',
    goals: ['$500K market cap'],
    items: [
      todo('Clans with shared farms and a clan treasury'),
      todo('Ranked PvP battles between players'),
      todo('Item crafting from pack duplicates'),
      todo('Clan tournaments'),
    ],
  },
  {
    number: 4,
    title: 'Territories',
    status: 'planned',
    when: 'After phase 3',
    goals: ['$1M market cap'],
    items: [
      todo('Land plots that raise the yield of the farmers on them'),
      todo('Clan wars for control of territories'),
      todo('Mobile app'),
      todo('Governance votes for WLO stakers'),
    ],
  },
  {
    number: 5,
    title: 'Warlord Universe',
    status: 'planned',
    when: 'After phase 4',
    goals: ['$5M market cap'],
    items: [
      todo('Open-world conquest season'),
      todo('Player-made maps and missions'),
      todo('Esports championships'),
      todo('A community-run treasury'),
    ],
  },
];
