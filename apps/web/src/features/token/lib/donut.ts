export interface DonutSegment {
  /** Length of the segment's stroke along the ring. */
  length: number;
  /** stroke-dashoffset that starts the segment where the previous one ended. */
  offset: number;
}

/**
 * A donut drawn as one stroked circle per share (stroke-dasharray): each
 * segment's length is its share of the circumference less a small gap, and
 * it starts where the shares before it end. Percents need not sum to 100.
 */
export function donutSegments(percents: readonly number[], circumference: number, gap = 0): DonutSegment[] {
  const total = percents.reduce((sum, percent) => sum + Math.max(percent, 0), 0);
  if (total === 0) return percents.map(() => ({ length: 0, offset: 0 }));
  let start = 0;
  return percents.map((percent) => {
    const span = (Math.max(percent, 0) / total) * circumference;
    const segment = { length: Math.max(span - gap, 0), offset: -start };
    start += span;
    return segment;
  });
}
