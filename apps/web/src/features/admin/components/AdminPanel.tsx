import { type ReactNode, useId } from 'react';

/** One framed section of the console: a titled card, its title naming the region. */
export function AdminPanel({
  title,
  testId,
  wide = false,
  aside,
  children,
}: {
  title: string;
  testId: string;
  wide?: boolean;
  /** Beside the title: a badge or a short status. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      className={wide ? 'card admin-panel admin-panel--wide' : 'card admin-panel'}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className="admin-panel__head">
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Label and figure pairs, as a definition list of framed tiles. */
export function Figures({
  items,
  label,
}: {
  items: readonly { label: string; value: ReactNode; testId?: string }[];
  label?: string;
}) {
  return (
    <dl className="admin-figures" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="stat-tile admin-figures__tile">
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
