import { Link } from '../../../lib/router/index.ts';
import { PhaseCard } from '../components/PhaseCard.tsx';
import { ROADMAP_PHASES } from '../lib/phases.ts';
import '../roadmap.css';

const current = ROADMAP_PHASES.find((phase) => phase.status === 'in-progress');
const completed = ROADMAP_PHASES.filter((phase) => phase.status === 'completed').length;

/** /roadmap (docs/spec/001-game.md §2): phases 0 to 5 with their status, dates, goals and contents. */
export default function RoadmapPage() {
  return (
    <div className="page roadmap-page">
      <section className="roadmap-hero" aria-labelledby="roadmap-title">
        <p className="eyebrow">From pre-game to full conquest</p>
        <h1 id="roadmap-title" className="page-title roadmap-hero__title">
          ROADMAP
        </h1>
        <p className="roadmap-hero__lead">
          Six phases take Warlords of Solana from its foundation to a universe of clans, territories and
          battles. Each phase opens when the one before reaches its goals.
        </p>
        <dl className="roadmap-summary">
          <div className="stat-tile">
            <dt>Current phase</dt>
            <dd>{current ? `Phase ${current.number}: ${current.title}` : 'None'}</dd>
          </div>
          <div className="stat-tile">
            <dt>Phases completed</dt>
            <dd>
              {completed} of {ROADMAP_PHASES.length}
            </dd>
          </div>
          <div className="stat-tile">
            <dt>Pre-game since</dt>
            <dd>April 25, 2025</dd>
          </div>
        </dl>
        <div className="roadmap-hero__actions">
          <Link to="/stake" className="btn btn--primary">
            START STAKING
          </Link>
          <Link to="/wlo-token" className="btn btn--secondary">
            LEARN ABOUT WLO
          </Link>
        </div>
      </section>

      <ol className="roadmap-timeline" aria-label="Roadmap phases">
        {ROADMAP_PHASES.map((phase) => (
          <PhaseCard key={phase.number} phase={phase} />
        ))}
      </ol>
    </div>
  );
}
