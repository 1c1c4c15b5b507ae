import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros, formatRelative } from './format';

describe('French formatting', () => {
  it('formats dates in French', () => {
    expect(formatDate(new Date(2026, 10, 22))).toBe('22 novembre 2026');
    expect(formatDate('pas une date')).toBe('');
  });

  it('formats relative times in French', () => {
    expect(formatRelative(new Date(Date.now() - 3 * 3600_000))).toBe('il y a environ 3 heures');
  });

  it('formats euros the French way', () => {
    expect(formatEuros(1500).replace(/\s/g, ' ')).toBe('1 500,00 €');
  });
});
