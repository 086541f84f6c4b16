import { APP_VERSION } from '@wos/shared';
import { useAppConfig } from '../../lib/config/config-query.ts';
import { useToday } from '../../lib/hooks/useToday.ts';
import { Link } from '../../lib/router/index.ts';
import { LogoMark } from '../../lib/ui/LogoMark.tsx';
import { footerLinks } from '../routes/route-table.ts';
import { SocialIcon } from './SocialIcon.tsx';
import { SOCIAL_LINKS } from './social-links.ts';

// The page columns come from the route table, in its order.
const QUICK_LINKS = footerLinks('quick-links');
const LEGAL_LINKS = footerLinks('legal');

export function Footer() {
  const version = useAppConfig()?.version ?? APP_VERSION;
  const year = useToday().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <div className="footer__logo">
            <LogoMark size={34} />
            <span>Warlords of Solana</span>
          </div>
          <p className="footer__tagline">Battle | Stake | Earn Blockchain Rewards</p>
        </div>
        <nav className="footer__column" aria-label="Quick links">
          <h2 className="footer__heading">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__column">
          <h2 className="footer__heading">Community</h2>
          <ul className="footer__social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  <SocialIcon icon={link.icon} />
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav className="footer__column" aria-label="Legal">
          <h2 className="footer__heading">Legal</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer__bottom">
        <p className="footer__status">
          <span className="status-dot" aria-hidden="true" />
          Network Active | Version {version}
        </p>
        <p className="footer__copy">© {year} Warlords of Solana</p>
      </div>
    </footer>
  );
}
