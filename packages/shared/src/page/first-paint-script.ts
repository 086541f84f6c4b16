/**
 * The one script a prerendered document runs inline, in its head, before the first paint
 * (docs/architecture.md §6.5). The documents hold the page as a returning visitor sees it;
 * this script marks the document so that nothing of it is painted where the app will show
 * something else first:
 * - a first visit (the preloader or the intro splash is due, the same rule as the page's
 *   `planIntro`): `wos-intro` on <html>, which hides #root until the preloader covers it;
 * - a mobile user agent (docs/spec/000-shell-wallet-staking.md §9: it counts as mobile at any width): `wos-mobile-ua`,
 *   which lays the navbar out as at 768 px until the page has hydrated.
 * Inline so it costs no request; the server allows exactly this text by its hash in the
 * Content-Security-Policy (`FIRST_PAINT_SCRIPT_CSP_HASH`, computed by the server).
 */

/** localStorage keys of the first visit's preloader and intro (docs/spec/001-game.md §7). */
export const SPLASH_COMPLETED_KEY = 'wos.splashCompleted';
export const INTRO_SEEN_KEY = 'wos.introSeen';

/** On <html> while a first visit's preloader or intro is due and has not covered the page yet. */
export const INTRO_PENDING_CLASS = 'wos-intro';
/** On <html> when the user agent is a phone's or tablet's (docs/spec/000-shell-wallet-staking.md §9). */
export const MOBILE_UA_CLASS = 'wos-mobile-ua';

/** The user agents that count as mobile whatever the width (docs/spec/000-shell-wallet-staking.md §9). */
export const MOBILE_USER_AGENT_PATTERN = 'Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini';

/**
 * The script's text, byte for byte as it goes into the documents. Storage that cannot be
 * read counts as a returning visitor, as the page's readIntroFlags does.
 */
export const FIRST_PAINT_SCRIPT = [
  '(function(){var c=document.documentElement.classList;',
  `try{var s=localStorage;if(s.getItem('${SPLASH_COMPLETED_KEY}')!=='true'||(s.getItem('${INTRO_SEEN_KEY}')!=='true'&&location.pathname==='/'))c.add('${INTRO_PENDING_CLASS}')}catch(e){}`,
  `if(/${MOBILE_USER_AGENT_PATTERN}/i.test(navigator.userAgent))c.add('${MOBILE_UA_CLASS}')})()`,
].join('');
