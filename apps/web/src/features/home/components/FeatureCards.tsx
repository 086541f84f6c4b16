import { STAKING_MARKETING_CLAIMS } from '@wos/shared';
import { Link } from '../../../lib/router/index.ts';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon.tsx';

interface FeatureCard {
  icon: FeatureIconName;
  title: string;
  points: readonly string[];
  action: { label: string; to: string };
  badge?: string;
}

const CARDS: readonly FeatureCard[] = [
  {
    icon: 'staking',
    title: 'Staking',
    points: STAKING_MARKETING_CLAIMS,
    action: { label: 'STAKE NOW', to: '/stake' },
  },
  {
    icon: 'farmers',
    title: 'Farmers',
    points: [
      'Passive WLO yield by rarity',
      'Five rarity tiers from Common to Legendary',
      'Farm power leaderboard',
    ],
    action: { label: 'VIEW FARMERS', to: '/farmers' },
  },
  {
    icon: 'marketplace',
    title: 'Marketplace',
    points: ['Trade heroes, farmers and items', 'Instant sell for WLO', 'Player-set prices'],
    // docs/spec/001-game.md §1: marketing still says coming soon, while the page and its calls are live.
    action: { label: 'VISIT MARKETPLACE', to: '/marketplace' },
    badge: 'Coming soon',
  },
];

export function FeatureCards() {
  return (
    <section className="features" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        KEY FEATURES
      </h2>
      <div className="features__grid">
        {CARDS.map((card) => (
          <article key={card.title} className={`feature-card feature-card--${card.icon}`}>
            <div className="feature-card__head">
              <FeatureIcon name={card.icon} />
              <h3 className="feature-card__title">{card.title}</h3>
              {card.badge ? <span className="badge">{card.badge}</span> : null}
            </div>
            <ul className="feature-card__points">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link to={card.action.to} className="btn btn--secondary btn--block">
              {card.action.label}
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}
