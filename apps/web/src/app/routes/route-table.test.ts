import { describe, expect, it } from 'vitest';
import { PRELOAD_PAGES } from './page-loaders.ts';
import { footerLinks, HOME_ACTIVE_PATHS, navbarLinks, PAGE_ROUTES } from './route-table.ts';

const labelsAndPaths = (links: { to: string; label: string }[]) => links.map(({ to, label }) => [to, label]);

describe('the route table', () => {
  it('names every page and path once', () => {
    const ids = PAGE_ROUTES.map((route) => route.id);
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([
      '/',
      '/stake',
      '/farmers',
      '/marketplace',
      '/wallet',
      '/wlo-token',
      '/roadmap',
      '/heroes',
      '/terms',
      '/privacy',
      '/admin',
    ]);
  });

  it('gives the navbar its links in the specification’s order and words (docs/spec/000-shell-wallet-staking.md §2)', () => {
    expect(labelsAndPaths(navbarLinks())).toEqual([
      ['/stake', 'STAKE'],
      ['/farmers', 'FARMERS'],
      ['/wlo-token', 'WLO TOKEN'],
      ['/roadmap', 'ROADMAP'],
      ['/wallet', 'WALLET'],
    ]);
    expect(HOME_ACTIVE_PATHS).toEqual(['/', '/battle']);
  });

  it('links to the operator console from nowhere and keeps it out of search engines', () => {
    const links = [...navbarLinks(), ...footerLinks('quick-links'), ...footerLinks('legal')];
    expect(links.map((link) => link.to)).not.toContain('/admin');
    expect(PAGE_ROUTES.filter((route) => 'noindex' in route).map((route) => route.path)).toEqual(['/admin']);
  });

  it('gives the footer its quick links and legal links', () => {
    expect(labelsAndPaths(footerLinks('quick-links'))).toEqual([
      ['/stake', 'Stake'],
      ['/wlo-token', 'WLO Token'],
      ['/roadmap', 'Roadmap'],
      ['/farmers', 'Farmers'],
      ['/marketplace', 'Marketplace'],
    ]);
    expect(labelsAndPaths(footerLinks('legal'))).toEqual([
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ]);
  });

  it('has the preloader fetch the four main pages, then the others (docs/spec/001-game.md §2)', () => {
    expect(PRELOAD_PAGES.critical.map((page) => page.label)).toEqual([
      'Staking portal',
      'Farmers hub',
      'Marketplace',
      'Neural wallet',
    ]);
    expect(PRELOAD_PAGES.background.map((page) => page.label)).toEqual([
      'WLO token',
      'Roadmap',
      'Heroes',
      'Terms of Service',
      'Privacy Policy',
    ]);
  });
});
