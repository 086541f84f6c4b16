import { useCallback, useState } from 'react';
import { useIsMobile } from '../../../lib/hooks/useBreakpoints.ts';
import { AfterHydration } from '../../../lib/ui/AfterHydration.tsx';
import { useRefreshAfterPayment, useSignedInAccount } from '../../game/index.ts';
import { STAKING_POOLS_SECTION_ID } from '../../home/index.ts';
import { isTransactionRunning, TransactionProgressDialog } from '../../transactions/index.ts';
import { stakingPaymentKeys } from '../api/staking-query-keys.ts';
import { AvailableBalance } from '../components/AvailableBalance.tsx';
import { ClaimChoiceDialog } from '../components/ClaimChoiceDialog.tsx';
import { PoolsPanel } from '../components/PoolsPanel.tsx';
import { RevealRewardDialog } from '../components/RevealRewardDialog.tsx';
import { RewardsPanel } from '../components/RewardsPanel.tsx';
import { StakingHero } from '../components/StakingHero.tsx';
import { StakingTabs } from '../components/StakingTabs.tsx';
import { StatsBanner } from '../components/StatsBanner.tsx';
import { UnstakeDialog } from '../components/UnstakeDialog.tsx';
import { type ClaimWithRiskResult, usePositionActions } from '../data-access/usePositionActions.ts';
import { useStakeFlow } from '../data-access/useStakeFlow.ts';
import { useStakingPools } from '../data-access/useStakingPools.ts';
import { useWalletStakes } from '../data-access/useWalletStakes.ts';
import type { PositionView } from '../lib/position-view.ts';
import { panelId, type StakingTab, TAB_TITLES, tabId } from '../lib/staking-tabs.ts';
import '../staking.css';

export default function StakePage() {
  const isMobile = useIsMobile();
  const account = useSignedInAccount();
  const pools = useStakingPools();
  const stakes = useWalletStakes();
  const refresh = useRefreshAfterPayment();
  const { stake, progress, closeProgress } = useStakeFlow();
  const positions = stakes.view?.positions ?? [];
  const actions = usePositionActions(positions);

  const [tab, setTab] = useState<StakingTab>('staking');
  const [claimFor, setClaimFor] = useState<PositionView | null>(null);
  const [unstakeFor, setUnstakeFor] = useState<PositionView | null>(null);
  const [spin, setSpin] = useState<ClaimWithRiskResult | null>(null);

  const stakeNow = useCallback(() => {
    setTab('staking');
    requestAnimationFrame(() =>
      document
        .getElementById(STAKING_POOLS_SECTION_ID)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  }, []);
  const closeClaim = useCallback(() => setClaimFor(null), []);
  const closeUnstake = useCallback(() => setUnstakeFor(null), []);
  const closeSpin = useCallback(() => setSpin(null), []);

  const claimAll = async () => {
    if (await actions.claimAll()) setClaimFor(null);
  };
  const tryYourLuck = async (position: PositionView) => {
    const result = await actions.tryYourLuck(position);
    if (!result) return;
    setClaimFor(null);
    setSpin(result);
  };
  const unstakeEarly = async (position: PositionView) => {
    if (await actions.unstakeEarly(position)) setUnstakeFor(null);
  };

  const openCount = positions.filter((position) => position.isActive).length;
  const busy = actions.pending !== null;

  return (
    <div className={`page stake-page ${isMobile ? 'stake-page--mobile' : ''}`}>
      <StakingHero onStakeNow={stakeNow} />
      {/* Prerendered: the hero; the rest depends on the wallet and live data. */}
      <AfterHydration>
        <StatsBanner />

        <section id={STAKING_POOLS_SECTION_ID} className="stake-main" aria-label="Staking">
          <div className="stake-main__head">
            {isMobile ? (
              <h2 className="section-title stake-main__title">{TAB_TITLES[tab]}</h2>
            ) : (
              <StakingTabs tab={tab} onChange={setTab} rewardsCount={openCount} variant="desktop" />
            )}
            {account.signedIn ? <AvailableBalance /> : null}
          </div>
          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="stake-main__panel">
            {tab === 'staking' ? (
              <PoolsPanel pools={pools} onStake={stake} busy={isTransactionRunning(progress)} />
            ) : (
              <RewardsPanel
                view={stakes.view}
                loading={stakes.isLoading}
                onRefresh={() =>
                  account.address
                    ? refresh.now(stakingPaymentKeys(account.address), { throwOnError: true })
                    : Promise.resolve()
                }
                onClaim={setClaimFor}
                onUnstake={setUnstakeFor}
                onStakeNow={() => setTab('staking')}
                busy={busy}
              />
            )}
          </div>
        </section>

        {isMobile ? (
          <StakingTabs tab={tab} onChange={setTab} rewardsCount={openCount} variant="mobile" />
        ) : null}

        <TransactionProgressDialog state={progress} onClose={closeProgress} />
        <ClaimChoiceDialog
          position={claimFor}
          positions={positions}
          pending={actions.pending}
          onClaimAll={() => void claimAll()}
          onTryYourLuck={(position) => void tryYourLuck(position)}
          onClose={closeClaim}
        />
        <UnstakeDialog
          position={unstakeFor}
          busy={actions.pending === 'unstake'}
          onConfirm={(position) => void unstakeEarly(position)}
          onClose={closeUnstake}
        />
        {spin ? <RevealRewardDialog key={spin.voucher.id} result={spin} onClose={closeSpin} /> : null}
      </AfterHydration>
    </div>
  );
}
