import { useEffect, useState } from 'react';
import type { IntroTimings } from '../lib/intro-timings.ts';

/** docs/spec/001-game.md §4: the logo alone, then the tagline, then the feature carousel. */
export type IntroPhase = 'logo' | 'tagline' | 'carousel';

export function useIntroPhase(timings: IntroTimings): IntroPhase {
  const [phase, setPhase] = useState<IntroPhase>('logo');
  useEffect(() => {
    const tagline = window.setTimeout(() => setPhase('tagline'), timings.taglineMs);
    const carousel = window.setTimeout(() => setPhase('carousel'), timings.carouselMs);
    return () => {
      window.clearTimeout(tagline);
      window.clearTimeout(carousel);
    };
  }, [timings]);
  return phase;
}
