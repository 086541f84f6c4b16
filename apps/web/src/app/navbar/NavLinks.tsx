import { NavLink } from 'react-router';
import { NAV_LINKS } from './nav-links.ts';

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
