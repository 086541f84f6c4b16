/**
 * The only things the browser keeps (docs/spec/001-game.md §7, docs/rules.md §7): whether the first visit's
 * preloader (the loading splash) completed and whether the intro splash was seen.
 */
import { INTRO_SEEN_KEY, SPLASH_COMPLETED_KEY } from '@wos/shared';

// The keys live with the prerendered documents' first-paint script, which reads them too.
export { INTRO_SEEN_KEY, SPLASH_COMPLETED_KEY };

export interface IntroFlags {
  splashCompleted: boolean;
  introSeen: boolean;
}

/**
 * The flags as stored. Storage that cannot be read counts as both set: a browser that cannot
 * remember the visit should not sit through the preloader and the intro every time.
 */
export function readIntroFlags(): IntroFlags {
  try {
    return {
      splashCompleted: localStorage.getItem(SPLASH_COMPLETED_KEY) === 'true',
      introSeen: localStorage.getItem(INTRO_SEEN_KEY) === 'true',
    };
  } catch {
    return { splashCompleted: true, introSeen: true };
  }
}

function setFlag(key: string): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Storage full or blocked: the next visit shows it again.
  }
}

export function markSplashCompleted(): void {
  setFlag(SPLASH_COMPLETED_KEY);
}

export function markIntroSeen(): void {
  setFlag(INTRO_SEEN_KEY);
}
