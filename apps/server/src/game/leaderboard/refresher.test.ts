import { describe, expect, it } from 'vitest';
import { BackgroundRefresher } from './refresher.ts';

/** A refresher whose rebuilds take the listed durations on a hand-moved clock, counting builds. */
function refresherTaking(durationsMs: number[]) {
  let clockMs = 0;
  let builds = 0;
  const refresher = new BackgroundRefresher(
    async () => {
      clockMs += durationsMs[builds] ?? 1;
      builds += 1;
    },
    { maxAgeMs: 2_000, waitBelowMs: 100, onError: () => {}, now: () => clockMs },
  );
  return { refresher, builds: () => builds };
}

describe('BackgroundRefresher', () => {
  it('makes a read after a change wait for a rebuild while rebuilding is cheap', async () => {
    const { refresher, builds } = refresherTaking([10, 10]);
    await refresher.ready();
    refresher.markChanged();
    await refresher.ready();
    expect(builds()).toBe(2);
  });

  it('still waits after one slow rebuild among fast ones (a busy machine, a cold start)', async () => {
    const { refresher, builds } = refresherTaking([10, 400, 10]);
    await refresher.ready();
    refresher.markChanged();
    await refresher.ready();
    refresher.markChanged();
    await refresher.ready();
    expect(builds()).toBe(3);
  });

  it('serves what is there once every recent rebuild was costly, rebuilding in the background', async () => {
    let clockMs = 0;
    let builds = 0;
    let finishBuild = () => {};
    const refresher = new BackgroundRefresher(
      async () => {
        builds += 1;
        clockMs += 400;
        // The first build finishes at once; later ones when the test says so.
        if (builds > 1) await new Promise<void>((resolve) => (finishBuild = resolve));
      },
      { maxAgeMs: 2_000, waitBelowMs: 100, onError: () => {}, now: () => clockMs },
    );
    await refresher.ready();
    refresher.markChanged();
    clockMs += 2_001;
    // Resolves while the rebuild it started is still running.
    await refresher.ready();
    expect(builds).toBe(2);
    finishBuild();
  });
});
