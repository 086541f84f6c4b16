/** Router state asking the next page to scroll to an element id (e.g. START STAKING → the pools). */
export interface ScrollTargetState {
  scrollTo: string;
}

export function scrollTargetOf(state: unknown): string | null {
  if (
    typeof state === 'object' &&
    state !== null &&
    'scrollTo' in state &&
    typeof state.scrollTo === 'string'
  ) {
    return state.scrollTo;
  }
  return null;
}
