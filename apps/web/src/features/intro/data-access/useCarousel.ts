import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { IntroTimings } from '../lib/intro-timings.ts';

export interface Carousel {
  index: number;
  /** A slide change is under way: navigation waits for it. */
  changing: boolean;
  goTo(index: number): void;
  next(): void;
  previous(): void;
}

/**
 * docs/spec/001-game.md §4: each slide has its turn (6 s, 8 s on phones) unless the carousel is paused; a
 * change takes 150 ms (100 ms on phones) and blocks navigation meanwhile; after the last
 * slide's turn the carousel waits 3 s and finishes.
 */
export function useCarousel(
  count: number,
  timings: IntroTimings,
  paused: boolean,
  onFinished: () => void,
): Carousel {
  const [index, setIndex] = useState(0);
  const [changing, setChanging] = useState(false);
  const changeTimer = useRef<number | null>(null);
  const finish = useEffectEvent(onFinished);

  const goTo = useCallback(
    (target: number) => {
      if (changeTimer.current !== null || target === index) return;
      setChanging(true);
      changeTimer.current = window.setTimeout(() => {
        changeTimer.current = null;
        setIndex(((target % count) + count) % count);
        setChanging(false);
      }, timings.slideChangeMs);
    },
    [count, index, timings.slideChangeMs],
  );

  useEffect(
    () => () => {
      if (changeTimer.current !== null) window.clearTimeout(changeTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (paused || changing) return undefined;
    const last = index === count - 1;
    const timer = last
      ? window.setTimeout(() => finish(), timings.autoAdvanceMs + timings.completeAfterLastMs)
      : window.setTimeout(() => goTo(index + 1), timings.autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [paused, changing, index, count, goTo, timings]);

  return {
    index,
    changing,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
  };
}
