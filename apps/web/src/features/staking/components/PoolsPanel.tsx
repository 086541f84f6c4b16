import type { PoolView } from '../lib/pool-view.ts';
import { PoolCard } from './PoolCard.tsx';

interface Props {
  pools: PoolView[];
  onStake: (pool: PoolView, amountText: string) => Promise<boolean>;
  busy: boolean;
}

/** The STAKING tab: the three pools of the display catalogue. */
export function PoolsPanel({ pools, onStake, busy }: Props) {
  return (
    <div className="pools-panel">
      <p className="pools-panel__intro">
        Choose a pool, enter an amount and approve the transaction in your wallet.
      </p>
      <div className="pool-grid">
        {pools.map((pool) => (
          <PoolCard key={pool.id} pool={pool} onStake={onStake} busy={busy} />
        ))}
      </div>
    </div>
  );
}
