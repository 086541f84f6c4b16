import { MOBILE_USER_AGENT_PATTERN } from '@wos/shared';
import { useHydrated } from './useHydrated.ts';
import { useMediaQuery, useMediaQueryOrUnknown } from './useMediaQuery.ts';

/** Spec breakpoints: mobile at 768 px or less (or a mobile user agent), small at 380 px or less. */
export const MOBILE_MAX_WIDTH = 768;
export const SMALL_MAX_WIDTH = 380;

const MOBILE_USER_AGENT = new RegExp(MOBILE_USER_AGENT_PATTERN, 'i');

export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && MOBILE_USER_AGENT.test(navigator.userAgent);
}

/** Prerendered and hydrating: false (the wide layout), as the prerendered HTML has it. */
export function useIsMobile(): boolean {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const hydrated = useHydrated();
  return narrow || (hydrated && isMobileUserAgent());
}

export function useIsSmall(): boolean {
  return useMediaQuery(`(max-width: ${SMALL_MAX_WIDTH}px)`);
}

/**
 * The breakpoints, or undefined while the width is not known (prerendered and hydrating):
 * the navbar then renders both layouts and CSS shows one (docs/architecture.md §6.5).
 */
export function useBreakpointsOrUnknown(): { mobile: boolean; small: boolean } | undefined {
  const narrow = useMediaQueryOrUnknown(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  const small = useMediaQueryOrUnknown(`(max-width: ${SMALL_MAX_WIDTH}px)`);
  if (narrow === undefined || small === undefined) return undefined;
  return { mobile: narrow || isMobileUserAgent(), small };
}
