/** docs/spec/001-game.md §4 and §9: the preloader's timings. */
export const PRELOADER_TIMINGS = {
  /** The preloader lasts at least this long. */
  minimumMs: 5000,
  /** 'All set! Launching app...' shows this long before the preloader hides. */
  allSetMs: 1500,
  /** The preloader fades out this long, then hands over to the intro. */
  handOverMs: 800,
  /** The scan line steps this often. */
  scanStepMs: 30,
  /** A critical asset that has not arrived by then is logged as failed and loading goes on. */
  assetTimeoutMs: 10_000,
} as const;

/**
 * docs/spec/001-game.md §4: the intro's timings; phones (768 px or less, or a mobile user agent) are quicker.
 */
export interface IntroTimings {
  /** From the start (the logo alone) to the tagline. */
  taglineMs: number;
  /** From the start to the feature carousel. */
  carouselMs: number;
  /** Each slide's turn before the carousel moves on. */
  autoAdvanceMs: number;
  /** A slide change takes this long; navigation waits for it. */
  slideChangeMs: number;
  /** After the last slide's turn, the intro completes this much later. */
  completeAfterLastMs: number;
}

export const DESKTOP_INTRO_TIMINGS: IntroTimings = {
  taglineMs: 2000,
  carouselMs: 3500,
  autoAdvanceMs: 6000,
  slideChangeMs: 150,
  completeAfterLastMs: 3000,
};

export const MOBILE_INTRO_TIMINGS: IntroTimings = {
  taglineMs: 1200,
  carouselMs: 2000,
  autoAdvanceMs: 8000,
  slideChangeMs: 100,
  completeAfterLastMs: 3000,
};

export function introTimings(mobile: boolean): IntroTimings {
  return mobile ? MOBILE_INTRO_TIMINGS : DESKTOP_INTRO_TIMINGS;
}

/** Phones show only the first details of each slide. */
export const MOBILE_SLIDE_DETAILS = 3;
