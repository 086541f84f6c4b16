import { WalletButton } from '../../features/connect/components/WalletButton.tsx';
import { PricePill } from '../../features/price/PricePill.tsx';
import { useScrollLock } from '../../lib/hooks/useScrollLock.ts';
import { NavLinks } from './NavLinks.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** At 380 px or less the wallet button lives here instead of in the bar. */
  withWalletButton: boolean;
}

/** The hamburger menu (768 px or less): same links and the price; page scroll is locked while open. */
export function MobileMenu({ open, onClose, withWalletButton }: Props) {
  useScrollLock(open);
  if (!open) return null;
  return (
    <div className="mobile-menu" id="mobile-menu">
      <nav aria-label="Mobile">
        <NavLinks className="mobile-menu__links" onNavigate={onClose} />
      </nav>
      <div className="mobile-menu__footer">
        <PricePill />
        {withWalletButton ? <WalletButton className="mobile-menu__wallet" /> : null}
      </div>
    </div>
  );
}
