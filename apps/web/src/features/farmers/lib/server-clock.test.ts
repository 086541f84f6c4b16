import { afterEach, describe, expect, it } from 'vitest';
import { untilNextDistribution } from './countdown.ts';
import { forgetServerClock, serverClockOffsetMs } from './server-clock.ts';

const DAY_MS = 86_400_000;
// The browser reads the pool on a Monday; the dev clock has moved the server 3 days ahead.
const browserNow = Date.parse('2026-11-23T12:00:00Z');
const serverTime = new Date(browserNow + 3 * DAY_MS).toISOString();

afterEach(() => forgetServerClock());

describe('the weekly countdown on the server clock', () => {
  it("counts from the server's time a read carried", () => {
    const offset = serverClockOffsetMs(serverTime, browserNow);
    expect(offset).toBe(3 * DAY_MS);
    expect(untilNextDistribution(browserNow + offset).days).toBe(2);
  });

  it('keeps the last known offset when the read fails', () => {
    serverClockOffsetMs(serverTime, browserNow);
    // The next read failed: no server time, a minute later on the browser.
    const offset = serverClockOffsetMs(undefined, 0);
    expect(offset).toBe(3 * DAY_MS);
    expect(untilNextDistribution(browserNow + 60_000 + offset).days).toBe(2);
  });

  it("uses the browser's clock only while no server time was ever seen", () => {
    expect(serverClockOffsetMs(undefined, 0)).toBe(0);
  });
});
