import { describe, expect, it } from 'vitest';
import { formatPercentChange, percentChange } from './percent-change';

describe('percentChange (spec 2 §9)', () => {
  it.each([
    [12, 10, 20],
    [5, 10, -50],
    [10, 10, 0],
    [1, 3, -67],
    [2, 3, -33],
    [7, 6, 17],
    [0, 4, -100],
  ])('%i against %i is %i%%', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });

  it('is +100% when the previous week is 0 and this week is above 0', () => {
    expect(percentChange(3, 0)).toBe(100);
  });

  it('is 0% when both weeks are 0', () => {
    expect(percentChange(0, 0)).toBe(0);
  });

  it('shows a sign for a rise only', () => {
    expect(formatPercentChange(100)).toBe('+100%');
    expect(formatPercentChange(-30)).toBe('-30%');
    expect(formatPercentChange(0)).toBe('0%');
  });
});
