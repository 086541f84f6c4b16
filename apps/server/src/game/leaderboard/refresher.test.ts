import { describe, expect, it } from 'vitest';
import { BackgroundRefresher } from './refresher.ts';

const OPTIONS = { maxAgeMs: 2_000, waitBelowMs: 100, waitBelowSize: 1_000, onError: () => {} };

/**
 * A refresher whose rebuilds take the listed durations on a hand-moved clock
 * and build a table of `size` rows, counting builds.
 */
function refresherTaking(durationsMs: number[], size = 5_000) {
  let clockMs = 0;
  let builds = 0;
  const refresher = new BackgroundRefresher(
    async () => {
      clockMs += durationsMs[builds] ?? 1;
      builds += 1;
      return size;
    },
    { ...OPTIONS, now: () => clockMs },
  );
  return { refresher, builds: () => builds };
}

/** A write, then a read: true when the read waited for a rebuild that saw the write. */
async function readWaited(refresher: BackgroundRefresher, builds: () => number): Promise<boolean> {
  const before = builds();
  refresher.markChanged();
  await refresher.ready();
  return builds() > before;
}

describe('BackgroundRefresher', () => {
  it('makes a read after a change wait for a rebuild while rebuilding is fast', async () => {
    const { refresher, builds } = refresherTaking([10, 10]);
    await refresher.ready();
    expect(await readWaited(refresher, builds)).toBe(true);
  });

  it('still waits after one slow rebuild among fast ones (a busy machine, a cold start)', async () => {
    const { refresher, builds } = refresherTaking([10, 400, 10]);
    await refresher.ready();
    expect(await readWaited(refresher, builds)).toBe(true);
    expect(await readWaited(refresher, builds)).toBe(true);
  });

  it('waits for a small table however slow its rebuilds were', async () => {
    const { refresher, builds } = refresherTaking([400, 400, 400], 10);
    await refresher.ready();
    expect(await readWaited(refresher, builds)).toBe(true);
    expect(await readWaited(refresher, builds)).toBe(true);
  });

  it('serves a large table once every recent rebuild was costly, rebuilding it in the background', async () => {
    let clockMs = 0;
    let builds = 0;
    let finishBuild = () => {};
    const refresher = new BackgroundRefresher(
      async () => {
        builds += 1;
        clockMs += 400;
        // The first build finishes at once; later ones when the test says so.
        if (builds > 1) await new Promise<void>((resolve) => (finishBuild = resolve));
        return 5_000;
      },
      { ...OPTIONS, now: () => clockMs },
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
