import { useEffect, useState } from 'react';
import { WalletButton } from '../../features/connect/components/WalletButton.tsx';
import { PricePill } from '../../features/price/PricePill.tsx';
import { useBreakpointsOrUnknown } from '../../lib/hooks/useBreakpoints.ts';
import { useLocation } from '../../lib/router/index.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';

/**
 * The bar. Prerendered (and while hydrating) the width is not known: it renders the wide and
 * the narrow parts together and CSS shows the ones of the width (`navbar--any-width`), so
 * the hydrated bar, which keeps only those, looks the same (docs/architecture.md §6.5).
 */
export function Navbar() {
  const breakpoints = useBreakpointsOrUnknown();
  const known = breakpoints !== undefined;
  // Unknown: both (CSS chooses); known: the one of the width.
  const wide = breakpoints?.mobile !== true;
  const narrow = breakpoints?.mobile !== false;
  const isMobile = breakpoints?.mobile === true;
  const isSmall = breakpoints?.small === true;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every path change
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={known ? 'navbar' : 'navbar navbar--any-width'}>
      <div className="navbar__inner">
        <Logo />
        {wide ? (
          <nav aria-label="Main" className="navbar__nav navbar__wide">
            <NavLinks className="navbar__links" />
          </nav>
        ) : null}
        <div className="navbar__actions">
          {wide ? <PricePill className="navbar__wide" /> : null}
          {isSmall ? null : <WalletButton className="navbar__wallet" />}
          {narrow ? (
            <button
              type="button"
              className={`hamburger navbar__narrow ${menuOpen ? 'is-open' : ''}`}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span />
              <span />
              <span />
            </button>
          ) : null}
        </div>
      </div>
      {isMobile ? (
        <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} withWalletButton={isSmall} />
      ) : null}
    </header>
  );
}
