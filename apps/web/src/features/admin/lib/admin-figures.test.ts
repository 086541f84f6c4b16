import { describe, expect, it } from 'vitest';
import {
  auditLabel,
  buybackUsedPercent,
  escrowShortfall,
  formatAge,
  formatPendingAge,
  formatRelative,
  formatRunway,
  formatSol,
  formatUtc,
  formatWlo,
  poolLabel,
  runwayLevel,
} from './admin-figures.ts';

describe('runway colouring', () => {
  it('is red under 7 days, amber under 30, green from 30, and none when nothing draws', () => {
    expect(runwayLevel(0)).toBe('fail');
    expect(runwayLevel(-2)).toBe('fail');
    expect(runwayLevel(6.99)).toBe('fail');
    expect(runwayLevel(7)).toBe('warn');
    expect(runwayLevel(29.9)).toBe('warn');
    expect(runwayLevel(30)).toBe('ok');
    expect(runwayLevel(400)).toBe('ok');
    expect(runwayLevel(null)).toBe('no-draw');
  });

  it('reads the days with one decimal, or "no draw"', () => {
    expect(formatRunway(26.666)).toBe('26.7 days');
    expect(formatRunway(1)).toBe('1.0 day');
    expect(formatRunway(1234.5)).toBe('1,234.5 days');
    expect(formatRunway(19_872_225.6)).toBe('over 10 years');
    expect(formatRunway(null)).toBe('no draw');
  });
});

describe('ages and times', () => {
  it('writes an age in words, its two largest units', () => {
    expect(formatAge(0)).toBe('0 seconds');
    expect(formatAge(1)).toBe('1 second');
    expect(formatAge(59.9)).toBe('59 seconds');
    expect(formatAge(60)).toBe('1 minute');
    expect(formatAge(412)).toBe('6 minutes 52 seconds');
    expect(formatAge(3600)).toBe('1 hour');
    expect(formatAge(3600 + 120 + 5)).toBe('1 hour 2 minutes');
    expect(formatAge(2 * 86_400 + 3 * 3600 + 59)).toBe('2 days 3 hours');
    expect(formatAge(86_400 + 30)).toBe('1 day');
  });

  it('says none pending when no payout waits', () => {
    expect(formatPendingAge(null)).toBe('none pending');
    expect(formatPendingAge(301)).toBe('5 minutes 1 second');
  });

  it('writes a time against the overview’s own: ago, in, now, never', () => {
    const now = Date.parse('2026-11-28T06:00:00.000Z');
    expect(formatRelative('2026-11-28T05:40:00.000Z', now)).toBe('20m ago');
    expect(formatRelative('2026-11-28T06:00:18.000Z', now)).toBe('in 18s');
    expect(formatRelative('2026-11-30T23:00:00.000Z', now)).toBe('in 2d 17h');
    expect(formatRelative('2026-11-28T02:57:30.000Z', now)).toBe('3h 2m ago');
    expect(formatRelative('2026-11-28T06:00:00.400Z', now)).toBe('now');
    expect(formatRelative(null, now)).toBe('never');
    expect(formatRelative(null, now, 'not scheduled')).toBe('not scheduled');
  });

  it('writes the exact time in UTC', () => {
    expect(formatUtc('2026-11-28T05:55:09.123Z')).toBe('2026-11-28 05:55:09 UTC');
  });
});

describe('amounts', () => {
  it('gives SOL 4 decimals and WLO 2, with thousands separators', () => {
    expect(formatSol(0.123456)).toBe('0.1235');
    expect(formatSol(10.5)).toBe('10.5000');
    expect(formatWlo(1_234_567.891)).toBe('1,234,567.89');
    expect(formatWlo(0)).toBe('0.00');
  });

  it('measures the buy-back used against its budget, 0 to 100 %', () => {
    expect(buybackUsedPercent(12_345.67, 64_000)).toBeCloseTo(19.29, 2);
    expect(buybackUsedPercent(0, 0)).toBe(0);
    expect(buybackUsedPercent(70, 64)).toBe(100);
  });

  it('flags an escrow holding less than it owes by the difference', () => {
    expect(escrowShortfall(120, 150)).toBe(30);
    expect(escrowShortfall(150, 150)).toBe(0);
    expect(escrowShortfall(200, 150)).toBe(0);
  });
});

describe('names', () => {
  it('names the pools and the audit results for people', () => {
    expect(poolLabel('marketplaceEscrow')).toBe('Marketplace escrow');
    expect(poolLabel('somethingNew')).toBe('somethingNew');
    expect([auditLabel('ok'), auditLabel('mismatch'), auditLabel('not-run')]).toEqual([
      'OK',
      'MISMATCH',
      'NOT RUN',
    ]);
  });
});
