import { useEffect, useState } from 'react';
import { WalletButton } from '../../features/connect/components/WalletButton.tsx';
import { PricePill } from '../../features/price/PricePill.tsx';
import { useIsMobile, useIsSmall } from '../../lib/hooks/useBreakpoints.ts';
import { useLocation } from '../../lib/router/index.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';

export function Navbar() {
  const isMobile = useIsMobile();
  const isSmall = useIsSmall();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isMobile) setMenuOpen(false);
  }, [isMobile]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes on every path change
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="navbar">
      <div className="navbar__inner">
        <Logo />
        {isMobile ? null : (
          <nav aria-label="Main" className="navbar__nav">
            <NavLinks className="navbar__links" />
          </nav>
        )}
        <div className="navbar__actions">
          {isMobile ? null : <PricePill />}
          {isSmall ? null : <WalletButton />}
          {isMobile ? (
            <button
              type="button"
              className={`hamburger ${menuOpen ? 'is-open' : ''}`}
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
