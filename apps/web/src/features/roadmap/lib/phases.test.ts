import { describe, expect, it } from 'vitest';
import { ROADMAP_PHASES } from './phases.ts';

describe('roadmap phases', () => {
  it('run from phase 0 to 5: 0 completed, 1 in progress, the rest planned', () => {
    expect(ROADMAP_PHASES.map((phase) => [phase.number, phase.status])).toEqual([
      [0, 'completed'],
      [1, 'in-progress'],
      [2, 'planned'],
      [3, 'planned'],
      [4, 'planned'],
      [5, 'planned'],
    ]);
  });

  it('carry the goals of docs/spec/001-game.md §9, phase 1 from April 25 2025', () => {
    const [, first, ...later] = ROADMAP_PHASES;
    expect(first?.when).toBe('From April 25, 2025');
    expect(first?.goals).toEqual(['$100K market cap', '500 holders', '500 community members']);
    expect(later.map((phase) => phase.goals)).toEqual([
      ['$250K market cap'],
      ['$500K market cap'],
      ['$1M market cap'],
      ['$5M market cap'],
    ]);
  });

  it('mark done only what a completed or running phase delivered', () => {
    for (const phase of ROADMAP_PHASES) {
      if (phase.status === 'completed') expect(phase.items.every((item) => item.done)).toBe(true);
      if (phase.status === 'planned') expect(phase.items.some((item) => item.done)).toBe(false);
    }
  });
});
