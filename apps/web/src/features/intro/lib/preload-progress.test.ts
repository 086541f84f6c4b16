import { describe, expect, it } from 'vitest';
import { ALL_SET_MESSAGE, type PreloadProgress, preloadPercent, preloadStatus } from './preload-progress.ts';

const base: PreloadProgress = { phase: 'loading', done: 0, total: 31, current: null, elapsedMs: 0 };

describe('preloadPercent', () => {
  it('follows the slower of the loading and the 5 s minimum', () => {
    expect(preloadPercent(base)).toBe(0);
    expect(preloadPercent({ ...base, done: 31, elapsedMs: 1000 })).toBe(20);
    expect(preloadPercent({ ...base, done: 31, elapsedMs: 4999 })).toBe(99);
    expect(preloadPercent({ ...base, done: 31, elapsedMs: 5000 })).toBe(100);
    expect(preloadPercent({ ...base, done: 10, elapsedMs: 60_000 })).toBe(32);
  });

  it('is 100 once all is set', () => {
    expect(preloadPercent({ ...base, phase: 'all-set', done: 3 })).toBe(100);
    expect(preloadPercent({ ...base, phase: 'hiding' })).toBe(100);
  });
});

describe('preloadStatus', () => {
  it('names what is loading, then the wait, then launches', () => {
    expect(preloadStatus({ ...base, current: { label: 'Agribot 3000', kind: 'picture' } })).toBe(
      'Loading game assets...',
    );
    expect(preloadStatus({ ...base, done: 28, current: { label: 'Marketplace', kind: 'page' } })).toBe(
      'Loading game modules...',
    );
    expect(preloadStatus({ ...base, done: 31 })).toBe('Calibrating quantum systems...');
    expect(preloadStatus({ ...base, phase: 'all-set' })).toBe(ALL_SET_MESSAGE);
  });
});
