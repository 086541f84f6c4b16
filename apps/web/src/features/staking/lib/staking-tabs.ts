export type StakingTab = 'staking' | 'rewards';

export const STAKING_TABS: readonly StakingTab[] = ['staking', 'rewards'];

export const TAB_LABELS: Record<StakingTab, string> = { staking: 'STAKING', rewards: 'REWARDS' };

/** docs/spec/000-shell-wallet-staking.md §2: the title shown with the mobile tab bar. */
export const TAB_TITLES: Record<StakingTab, string> = {
  staking: 'STAKING POOLS',
  rewards: 'STAKING REWARDS',
};

export const tabId = (tab: StakingTab) => `staking-tab-${tab}`;
export const panelId = (tab: StakingTab) => `staking-panel-${tab}`;
