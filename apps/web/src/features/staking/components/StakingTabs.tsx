import { Tabs } from '../../../lib/ui/Tabs.tsx';
import { panelId, STAKING_TABS, type StakingTab, TAB_LABELS, tabId } from '../lib/staking-tabs.ts';

interface Props {
  tab: StakingTab;
  onChange: (tab: StakingTab) => void;
  /** Active positions, shown next to REWARDS. */
  rewardsCount: number;
  variant: 'desktop' | 'mobile';
}

function TabIcon({ tab }: { tab: StakingTab }) {
  return (
    <svg className="staking-tabs__icon" viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
      {tab === 'staking' ? (
        <path
          d="M12 3 20 7.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      ) : (
        <path
          d="M12 2.5 14.6 8l6 .7-4.4 4.1 1.2 6-5.4-3-5.4 3 1.2-6L3.4 8.7l6-.7z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

/** STAKING and REWARDS: a tab row on wide screens, a tab bar fixed to the bottom on mobile. */
export function StakingTabs({ tab, onChange, rewardsCount, variant }: Props) {
  return (
    <Tabs
      tabs={STAKING_TABS}
      selected={tab}
      onSelect={onChange}
      label="Staking sections"
      block="staking-tabs"
      className={`staking-tabs staking-tabs--${variant}`}
      tabId={tabId}
      panelId={panelId}
      renderLabel={(candidate) => (
        <>
          {variant === 'mobile' ? <TabIcon tab={candidate} /> : null}
          <span>{TAB_LABELS[candidate]}</span>
        </>
      )}
      count={{ tab: 'rewards', value: rewardsCount }}
    />
  );
}
