import { useMediaQuery } from './useMediaQuery.ts';

/** Spec breakpoints: mobile at 768 px or less (or a mobile user agent), small at 380 px or less. */
export const MOBILE_MAX_WIDTH = 768;
export const SMALL_MAX_WIDTH = 380;

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini/i;

export function isMobileUserAgent(): boolean {
  return typeof navigator !== 'undefined' && MOBILE_USER_AGENT.test(navigator.userAgent);
}

export function useIsMobile(): boolean {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
  return narrow || isMobileUserAgent();
}

export function useIsSmall(): boolean {
  return useMediaQuery(`(max-width: ${SMALL_MAX_WIDTH}px)`);
}
