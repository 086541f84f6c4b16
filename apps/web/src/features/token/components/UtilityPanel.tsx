import { Link } from '../../../lib/router/index.ts';

interface Use {
  title: string;
  text: string;
  link: { to: string; label: string };
}

const USES: readonly Use[] = [
  {
    title: 'Stake',
    text: 'Lock WLO in the Flexible, Standard or Premium pool for rewards (up to 25.7% APY) and a farm power boost of up to 50%.',
    link: { to: '/stake', label: 'Go to staking' },
  },
  {
    title: 'Buy packs',
    text: 'Buy farmer packs for 100, 300 or 800 WLO (or SOL) and the premium hero pack for 500 WLO, each opened with a provably fair draw.',
    link: { to: '/farmers#packs', label: 'Open the pack store' },
  },
  {
    title: 'Farm',
    text: 'Farmers yield WLO every hour; harvest it, level them up, and share the weekly farming rewards by farm power.',
    link: { to: '/farmers', label: 'See the farmers' },
  },
  {
    title: 'Trade',
    text: 'Buy and sell farmers, heroes and items with other players for WLO on the marketplace, or sell instantly.',
    link: { to: '/marketplace', label: 'Visit the marketplace' },
  },
];

/** Utility: what WLO is used for in the game, each with its page. */
export function UtilityPanel() {
  return (
    <div className="token-panel">
      <div className="token-panel__intro">
        <h2 className="section-title">UTILITY</h2>
        <p>WLO is spent and earned everywhere in Warlords of Solana.</p>
      </div>
      <ul className="token-uses">
        {USES.map((use) => (
          <li key={use.title} className="token-use">
            <h3 className="token-use__title">{use.title}</h3>
            <p className="token-use__text">{use.text}</p>
            <Link to={use.link.to} className="btn btn--secondary btn--small">
              {use.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
