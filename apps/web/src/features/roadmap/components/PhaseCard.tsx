import { PHASE_STATUS_LABELS, type RoadmapPhase } from '../lib/phases.ts';

function ItemMark({ done }: { done: boolean }) {
  return (
    <svg className="roadmap-item__mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      {done ? (
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      ) : (
        <circle cx="8" cy="8" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      )}
    </svg>
  );
}

/** One phase on the timeline: number, title, status, when, goals and what it brings. */
export function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  const titleId = `roadmap-phase-${phase.number}`;
  return (
    <li
      className={`roadmap-phase roadmap-phase--${phase.status}`}
      data-phase={phase.number}
      data-status={phase.status}
    >
      <span className="roadmap-phase__node" aria-hidden="true">
        {phase.number}
      </span>
      <article className="roadmap-phase__card" aria-labelledby={titleId}>
        <header className="roadmap-phase__head">
          <p className="roadmap-phase__number">PHASE {phase.number}</p>
          <span className={`roadmap-status roadmap-status--${phase.status}`} data-testid="phase-status">
            {phase.status === 'in-progress' ? <span className="status-dot" aria-hidden="true" /> : null}
            {PHASE_STATUS_LABELS[phase.status]}
          </span>
        </header>
        <h2 id={titleId} className="roadmap-phase__title">
          {phase.title}
        </h2>
        <p className="roadmap-phase__when" data-testid="phase-when">
          {phase.when}
        </p>
        {phase.goals.length > 0 ? (
          <div className="roadmap-phase__goals">
            <h3 className="roadmap-phase__label">Goals</h3>
            <ul className="roadmap-goals" data-testid="phase-goals">
              {phase.goals.map((goal) => (
                <li key={goal} className="roadmap-goal">
                  {goal}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className="roadmap-items">
          {phase.items.map((item) => (
            <li key={item.text} className={`roadmap-item ${item.done ? 'is-done' : ''}`}>
              <ItemMark done={item.done} />
              <span>
                {item.text}
                {item.done ? <span className="roadmap-visually-hidden"> (done)</span> : null}
              </span>
            </li>
          ))}
        </ul>
      </article>
    </li>
  );
}
