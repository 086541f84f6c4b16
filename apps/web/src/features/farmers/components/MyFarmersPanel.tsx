import { FARMING_POOL_SHORT_MESSAGE, farmerById, MERGE_COUNT } from '@wos/shared';
import { useEffect, useState } from 'react';
import { formatAmount } from '../../../lib/format/number.ts';
import type { FarmerAction } from '../data-access/useFarmerActions.ts';
import { useRewardPool } from '../data-access/useRewardPool.ts';
import type { WalletFarmersView } from '../data-access/useWalletFarmers.ts';
import { canMerge, type FarmerCardView, LISTED_NOTE } from '../lib/farmer-view.ts';
import { FARMERS_MESSAGES } from '../lib/farmers-messages.ts';
import { livePending } from '../lib/live-pending.ts';
import { harvestExceedsPool } from '../lib/pool-short.ts';
import { FarmerCard } from './FarmerCard.tsx';

interface Props {
  view: WalletFarmersView | undefined;
  isError: boolean;
  onRetry: () => void;
  onHarvest: () => void;
  onLevelUp: (farmer: FarmerCardView) => void;
  pending: FarmerAction | null;
  onVisitStore: () => void;
}

function usePendingTicker(view: WalletFarmersView | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!view) return 0;
  return livePending(view.pendingRewards, view.totalYieldPerHour, view.reportedAt, now);
}

/** MY FARMERS: the farm's figures, HARVEST, and YOUR FARMERS with LEVEL UP. */
export function MyFarmersPanel(props: Props) {
  const { view, isError, onRetry, onHarvest, onLevelUp, pending, onVisitStore } = props;
  const [selected, setSelected] = useState<string | null>(null);
  const pendingRewards = usePendingTicker(view);
  // Harvests are paid from the farming pool: past what it holds, a harvest is refused (503), so the
  // page says so rather than show a growing number nobody can take.
  const rewardPool = useRewardPool();
  const poolShort = harvestExceedsPool(pendingRewards, rewardPool.data?.balance);

  if (!view) {
    return (
      <div className="farmers-state" role="status">
        {isError ? (
          <>
            <p>{FARMERS_MESSAGES.fetchFarmersFailed}</p>
            <button type="button" className="btn btn--secondary btn--small" onClick={onRetry}>
              RETRY
            </button>
          </>
        ) : (
          <p className="muted">
            <span className="spinner" aria-hidden="true" /> Loading your farmers…
          </p>
        )}
      </div>
    );
  }

  const busy = pending !== null;
  return (
    <div className="my-farmers">
      <div className="farm-summary" data-testid="farm-summary">
        <dl className="farm-summary__figures">
          <div>
            <dt>Farmers</dt>
            <dd>{view.farmers.length}</dd>
          </div>
          <div>
            <dt>Total yield</dt>
            <dd>{formatAmount(view.totalYieldPerHour, 2)} WLO/h</dd>
          </div>
          <div>
            <dt>Pending rewards</dt>
            <dd data-testid="pending-rewards">
              {poolShort ? 'Not payable now' : `${formatAmount(pendingRewards)} WLO`}
            </dd>
          </div>
        </dl>
        {poolShort ? (
          <p className="farm-summary__pool-short" role="alert" data-testid="pool-short">
            {FARMING_POOL_SHORT_MESSAGE}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn--primary"
          onClick={onHarvest}
          disabled={busy || view.farmers.length === 0}
        >
          {pending === 'harvest' ? 'HARVESTING…' : 'HARVEST'}
        </button>
      </div>

      <h2 className="section-title my-farmers__title">YOUR FARMERS</h2>
      {view.farmers.length === 0 ? (
        <div className="farmers-empty card" data-testid="farmers-empty">
          <p className="farmers-empty__title">{FARMERS_MESSAGES.noFarmers}</p>
          <p className="muted">Open a farmer pack to put your first farmer to work.</p>
          <button type="button" className="btn btn--primary" onClick={onVisitStore}>
            VISIT THE PACK STORE
          </button>
        </div>
      ) : (
        <div className="farmer-grid" data-testid="my-farmers">
          {view.farmers.map(({ card, sameKind }) => {
            const entry = farmerById(card.catalogueId);
            const mergeable = canMerge(sameKind, card.level);
            return (
              <FarmerCard
                key={card.key}
                farmer={card}
                selected={selected === card.key}
                onToggle={() => setSelected((current) => (current === card.key ? null : card.key))}
                details={entry ? { abilities: entry.abilities, stats: entry.stats } : undefined}
                note={
                  card.listed
                    ? LISTED_NOTE
                    : card.isMaxLevel
                      ? 'Maximum level'
                      : `${Math.min(sameKind, MERGE_COUNT)}/${MERGE_COUNT} of a kind at level ${card.level} to merge`
                }
                actions={
                  <button
                    type="button"
                    className={`btn btn--small btn--block ${mergeable && !card.listed ? 'btn--secondary' : 'btn--ghost'}`}
                    disabled={busy || card.listed}
                    title={card.listed ? LISTED_NOTE : undefined}
                    onClick={() => onLevelUp(card)}
                  >
                    {pending === `levelup:${card.key}` ? 'LEVELLING UP…' : 'LEVEL UP'}
                  </button>
                }
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
