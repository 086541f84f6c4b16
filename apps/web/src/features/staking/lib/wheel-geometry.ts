import { totalWeight, type Weighted } from '@wos/shared';

/**
 * The discount wheel's geometry. Each ring's segments are sized by the server's draw
 * weights (docs/spec/001-game.md §9), clockwise from the pointer at the top. The page never draws the
 * outcome: it turns each ring so the server's result stops under the pointer.
 */
export interface WheelSegment<T> {
  value: T;
  /** Degrees clockwise from the top. */
  start: number;
  end: number;
}

export function wheelSegments<T>(entries: readonly Weighted<T>[]): WheelSegment<T>[] {
  const total = totalWeight(entries);
  let start = 0;
  return entries.map(({ value, weight }) => {
    const end = start + (weight / total) * 360;
    const segment = { value, start, end };
    start = end;
    return segment;
  });
}

/**
 * The clockwise rotation (degrees) that stops `value`'s segment under the pointer after
 * `turns` full turns. `offset` in [0, 1) picks where in the segment (kept off the edges).
 */
export function landingRotation<T>(
  segments: readonly WheelSegment<T>[],
  value: T,
  turns: number,
  offset: number,
): number {
  const segment = segments.find((candidate) => candidate.value === value);
  if (!segment) throw new RangeError(`No wheel segment for ${String(value)}`);
  const within = 0.2 + Math.min(Math.max(offset, 0), 1) * 0.6;
  const angle = segment.start + (segment.end - segment.start) * within;
  return turns * 360 - angle;
}

/** The segment under the pointer when the ring is turned by `rotation` degrees. */
export function segmentAtPointer<T>(segments: readonly WheelSegment<T>[], rotation: number): T | undefined {
  const angle = ((-rotation % 360) + 360) % 360;
  return segments.find((segment) => angle >= segment.start && angle < segment.end)?.value;
}

/** SVG path of a ring segment between two radii, angles clockwise from the top. */
export function ringSegmentPath(
  center: number,
  inner: number,
  outer: number,
  start: number,
  end: number,
): string {
  const point = (radius: number, degrees: number) => {
    const radians = ((degrees - 90) * Math.PI) / 180;
    return `${(center + radius * Math.cos(radians)).toFixed(3)} ${(center + radius * Math.sin(radians)).toFixed(3)}`;
  };
  const large = end - start > 180 ? 1 : 0;
  return [
    `M ${point(outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join(' ');
}

/** Where a label sits: the middle of a segment at `radius`. */
export function labelPosition(center: number, radius: number, start: number, end: number) {
  const middle = (start + end) / 2;
  const radians = ((middle - 90) * Math.PI) / 180;
  return { x: center + radius * Math.cos(radians), y: center + radius * Math.sin(radians), angle: middle };
}
