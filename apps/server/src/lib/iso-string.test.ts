import { describe, expect, it } from 'vitest';
import { isoString, isoStringOrNull } from './iso-string';

describe('timestamps written as toISOString writes them (isoString)', () => {
  it('gives the same text on the days a calendar gets wrong first', () => {
    const texts = [
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '1000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '2000-02-29T12:00:00.001Z',
      '2024-02-29T23:59:59.999Z',
      '2100-03-01T00:00:00.000Z',
      '1900-02-28T08:09:10.011Z',
      '2026-11-30T01:13:10.123Z',
      '2026-12-31T23:59:59.000Z',
    ];
    for (const text of texts) expect(isoString(new Date(text))).toBe(text);
  });

  it('gives the same text as toISOString on 200,000 instants from year 1000 to 9999', () => {
    // A fixed sequence (a linear congruential generator): the same instants on every run.
    let seed = 20261130;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.UTC(1000, 0, 1);
    const to = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    const differing: string[] = [];
    for (let index = 0; index < 200_000; index += 1) {
      // Two draws: enough bits for every millisecond of the range.
      const date = new Date(from + Math.floor((next() + next() / 2 ** 31) * (to - from)));
      if (isoString(date) !== date.toISOString()) differing.push(date.toISOString());
    }
    expect(differing).toEqual([]);
  });

  it('leaves the years toISOString writes with a sign, and invalid dates, to toISOString', () => {
    expect(isoString(new Date('0999-12-31T23:59:59.999Z'))).toBe('0999-12-31T23:59:59.999Z');
    expect(isoString(new Date(Date.UTC(10_000, 0, 1)))).toBe('+010000-01-01T00:00:00.000Z');
    expect(isoString(new Date(Date.UTC(-1, 5, 1)))).toBe('-000001-06-01T00:00:00.000Z');
    expect(() => isoString(new Date('pas une date'))).toThrow(RangeError);
    expect(isoStringOrNull(null)).toBeNull();
    expect(isoStringOrNull(new Date('2026-01-02T03:04:05.006Z'))).toBe('2026-01-02T03:04:05.006Z');
  });
});
