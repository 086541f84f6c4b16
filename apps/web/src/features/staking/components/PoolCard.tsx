import { type FormEvent, useId, useState } from 'react';
import { formatAmount, formatInteger } from '../../../lib/format/number.ts';
import type { PoolView } from '../lib/pool-view.ts';

interface Props {
  pool: PoolView;
  /** Stakes the typed amount; resolves true when it went through. */
  onStake: (pool: PoolView, amountText: string) => Promise<boolean>;
  busy: boolean;
}

/** One pool of the display catalogue: APY, lock, minimum (the input's placeholder), boost. */
export function PoolCard({ pool, onStake, busy }: Props) {
  const [amount, setAmount] = useState('');
  const inputId = useId();
  const titleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onStake(pool, amount)) setAmount('');
  };

  return (
    <article
      className={`pool-card pool-card--${pool.id}`}
      aria-labelledby={titleId}
      data-testid={`pool-${pool.name.toLowerCase()}`}
    >
      <header className="pool-card__head">
        <h3 id={titleId} className="pool-card__name">
          {pool.name}
        </h3>
        <span className="pool-card__lock">{pool.lockPeriod} DAYS</span>
      </header>
      <p className="pool-card__apy">
        <span className="pool-card__apy-value">{pool.apy}%</span>
        <span className="pool-card__apy-label">APY</span>
      </p>
      <p className="pool-card__description">{pool.description}</p>
      <dl className="pool-card__facts">
        <div>
          <dt>Lock period</dt>
          <dd>{pool.lockPeriod} days</dd>
        </div>
        <div>
          <dt>Minimum</dt>
          <dd>{formatInteger(pool.minStake)} WLO</dd>
        </div>
        <div>
          <dt>Farming boost</dt>
          <dd className="pool-card__boost">+{pool.battlePowerBoost}%</dd>
        </div>
        <div>
          <dt>Total staked</dt>
          <dd>{pool.totalStaked === null ? '—' : `${formatAmount(pool.totalStaked, 2)} WLO`}</dd>
        </div>
      </dl>
      <form className="pool-card__form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={inputId} className="pool-card__label">
          Amount to stake
        </label>
        <div className="pool-card__input">
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            placeholder={`Min ${formatInteger(pool.minStake)} WLO`}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <span aria-hidden="true">WLO</span>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
          STAKE
        </button>
      </form>
      <p className="pool-card__note">
        Early unstake fee {pool.earlyUnstakeFee}% · rewards paid daily at 00:00 UTC
      </p>
    </article>
  );
}
