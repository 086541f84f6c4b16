/** docs/spec/001-game.md §9: a loop of this many iterations measures the device... */
export const PERFORMANCE_TEST_ITERATIONS = 100_000;
/** ...and one slower than this gets the low animation quality. */
export const LOW_QUALITY_THRESHOLD_MS = 50;

export type AnimationQuality = 'high' | 'low';

/** Phones always get the low quality (fewer particles, no glow pulses); others are measured. */
export function measureAnimationQuality(
  mobile: boolean,
  now: () => number = () => performance.now(),
): AnimationQuality {
  if (mobile) return 'low';
  const started = now();
  let sum = 0;
  for (let i = 0; i < PERFORMANCE_TEST_ITERATIONS; i += 1) sum += Math.sqrt(i) * Math.sin(i);
  const slow = now() - started > LOW_QUALITY_THRESHOLD_MS;
  // The sum is read so the engine cannot drop the loop as unused work.
  return slow || Number.isNaN(sum) ? 'low' : 'high';
}
