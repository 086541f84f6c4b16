import { useState } from 'react';
import { formatAmount } from '../../../lib/format/number.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useAuth } from '../../auth/index.ts';
import { useWalletPrompts } from '../../connect/index.ts';
import type { WalletStakesView } from '../data-access/useWalletStakes.ts';
import type { PositionView } from '../lib/position-view.ts';
import { STAKING_MESSAGES } from '../lib/staking-messages.ts';
import { PositionCard } from './PositionCard.tsx';

interface Props {
  view: WalletStakesView | undefined;
  loading: boolean;
  onRefresh: () => Promise<void>;
  onClaim: (position: PositionView) => void;
  onUnstake: (position: PositionView) => void;
  onStakeNow: () => void;
  busy: boolean;
}

function ConnectFirst() {
  const { phase } = useAuth();
  const { openConnectWallet } = useWalletPrompts();
  return (
    <div className="rewards-empty card">
      <p>Connect your wallet to see your staking positions and rewards.</p>
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => openConnectWallet('Connect your wallet to see your staking rewards')}
        disabled={phase === 'signing-in'}
      >
        {phase === 'signing-in' ? 'SIGNING IN…' : 'CONNECT WALLET'}
      </button>
    </div>
  );
}

/** The REWARDS tab: totals, then each position with its lock state and actions. */
export function RewardsPanel(props: Props) {
  const { phase } = useAuth();
  const { view, loading, onRefresh, onClaim, onUnstake, onStakeNow, busy } = props;
  const [refreshing, setRefreshing] = useState(false);
  if (phase !== 'signed-in') return <ConnectFirst />;
  if (!view) {
    return (
      <p className="rewards-loading muted" role="status">
        {loading ? 'Loading your positions…' : STAKING_MESSAGES.fetchStakesFailed}
      </p>
    );
  }

  const open = view.positions.filter((position) => position.isActive);
  const closed = view.positions.filter(
    (position) => !position.isActive && (position.status === 'completed' || position.status === 'unstaked'),
  );
  const refresh = async () => {
    setRefreshing(true);
    try {
      await onRefresh();
    } catch (error) {
      console.error(error);
      toast.error(STAKING_MESSAGES.refreshFailed);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="rewards-panel">
      <div className="rewards-summary">
        <dl className="rewards-summary__figures">
          <div>
            <dt>Total staked</dt>
            <dd data-testid="rewards-total-staked">{formatAmount(view.totalStaked)} WLO</dd>
          </div>
          <div>
            <dt>Pending rewards</dt>
            <dd data-testid="rewards-total-pending">{formatAmount(view.totalRewards)} WLO</dd>
          </div>
          <div>
            <dt>Active positions</dt>
            <dd>{open.length}</dd>
          </div>
        </dl>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={() => void refresh()}
          disabled={refreshing}
        >
          {refreshing ? 'REFRESHING…' : 'REFRESH'}
        </button>
      </div>

      {open.length === 0 ? (
        <div className="rewards-empty card">
          <p>You have no active staking positions.</p>
          <button type="button" className="btn btn--secondary" onClick={onStakeNow}>
            STAKE NOW
          </button>
        </div>
      ) : (
        <PositionList positions={open} testId="open-positions" {...{ onClaim, onUnstake, busy }} />
      )}

      {closed.length > 0 ? (
        <section className="rewards-history" aria-labelledby="rewards-history-title">
          <h3 id="rewards-history-title" className="rewards-history__title">
            CLOSED POSITIONS
          </h3>
          <PositionList positions={closed} {...{ onClaim, onUnstake, busy }} />
        </section>
      ) : null}
    </div>
  );
}

function PositionList(
  props: Pick<Props, 'onClaim' | 'onUnstake' | 'busy'> & { positions: PositionView[]; testId?: string },
) {
  return (
    <div className="position-list" data-testid={props.testId}>
      {props.positions.map((position) => (
        <PositionCard
          key={position.id}
          position={position}
          onClaim={props.onClaim}
          onUnstake={props.onUnstake}
          busy={props.busy}
        />
      ))}
    </div>
  );
}
