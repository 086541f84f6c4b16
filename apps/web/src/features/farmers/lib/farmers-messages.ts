/** The farmers page's texts of docs/spec/001-game.md §2, §4 and §8, word for word. */
export const FARMERS_MESSAGES = {
  loading: 'Loading Farmers...',
  noFarmers: 'No Farmers Found',
  fetchFarmersFailed: 'Failed to fetch farmers...',
  harvestFailed: 'Failed to harvest rewards...',
  levelUpFailed: 'Failed to level up farmer.',
  notEnoughToMerge: 'Not enough farmers to merge',
  maxLevel: 'This farmer is already at maximum level (5).',
  powerIncreased: 'Power Increased by 20%!',
  noLeaderboard: 'No leaderboard data available',
  leaderboardFailed: 'Failed to load leaderboard data',
  connectionFailed: 'Error connecting to server',
  poolFailed: 'Failed to load reward pool information',
  poolDataFailed: 'Error loading pool data',
  nothingToHarvest: 'No rewards to harvest yet',
} as const;

/** docs/spec/001-game.md §2: a farmer notification stays 5 s, then closes in 300 ms. */
export const NOTIFICATION_MS = 5000;
export const NOTIFICATION_CLOSE_MS = 300;

/** docs/spec/001-game.md §4: the loading screen's timer. */
export const LOADING_SCREEN_MS = 1000;
