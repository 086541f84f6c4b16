interface Props {
  label: string;
  value: string;
  /** 0..100 */
  percent: number;
  tone: 'yield' | 'power';
}

/** A labelled figure with its bar (yield capped at 15 WLO/h, power at 2000). */
export function StatBar({ label, value, percent, tone }: Props) {
  return (
    <div className={`stat-bar stat-bar--${tone}`}>
      <div className="stat-bar__head">
        <span>{label}</span>
        <strong>{value}</strong>
      </div>
      <div className="stat-bar__track" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
