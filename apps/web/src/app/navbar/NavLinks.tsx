import { NavLink } from '../../lib/router/index.ts';
import { navbarLinks } from '../routes/route-table.ts';

/** The navbar's links, in order (docs/spec/000-shell-wallet-staking.md §2), from the route table. */
const NAV_LINKS = navbarLinks();

export function NavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className={({ isActive }) => `nav-link ${isActive ? 'is-active' : ''}`}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
