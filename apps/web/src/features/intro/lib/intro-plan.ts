import type { IntroFlags } from './intro-flags.ts';

/** What greets this visit before the app. */
export interface IntroPlan {
  /** The first visit's preloader. */
  preloader: boolean;
  /** The intro splash after it (or alone, when the preloader already ran once). */
  intro: boolean;
  /**
   * The visit opened a page other than home (e.g. /stake): the preloader hands over at its
   * minimum even if critical assets are still loading (they go on in the background), and
   * the page opens instead of the intro's carousel.
   */
  deepLink: boolean;
}

/** Null: a returning visitor goes straight to the app. */
export function planIntro(flags: IntroFlags, pathname: string): IntroPlan | null {
  const deepLink = pathname !== '/';
  const plan: IntroPlan = {
    preloader: !flags.splashCompleted,
    intro: !flags.introSeen && !deepLink,
    deepLink,
  };
  return plan.preloader || plan.intro ? plan : null;
}
