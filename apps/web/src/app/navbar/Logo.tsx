import { Link, useLocation } from '../../lib/router/index.ts';
import { LogoMark } from '../../lib/ui/LogoMark.tsx';
import { HOME_ACTIVE_PATHS } from '../routes/route-table.ts';

export function Logo() {
  const { pathname } = useLocation();
  const active = HOME_ACTIVE_PATHS.includes(pathname);
  return (
    <Link
      to="/"
      className={`logo ${active ? 'is-active' : ''}`}
      aria-current={active ? 'page' : undefined}
      // The visible "WARLORDS OF SOLANA" is the link's name (axe: label-content-name-mismatch).
      title="Home"
    >
      <LogoMark />
      <span className="logo__text">
        <span className="logo__title">WARLORDS</span>
        <span className="logo__subtitle">OF SOLANA</span>
      </span>
    </Link>
  );
}
