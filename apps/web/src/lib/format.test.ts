import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros, formatRelative, isoDay } from './format';

describe('French formatting', () => {
  const date = new Date(2026, 10, 22, 14, 5, 9);

  it('formats dates in French', () => {
    expect(formatDate(date)).toBe('22 novembre 2026');
    expect(formatDate('pas une date')).toBe('');
    expect(formatDateTime(date)).toBe('22 novembre 2026 à 14:05');
    expect(formatDate(date, 'shortDateTime')).toBe('22 nov. à 14:05');
    expect(formatDate(date, 'logTime')).toBe('22/11 14:05:09');
    expect(formatDate(date, 'weekdayShort')).toBe('dim.');
    expect(formatDate(date, 'day')).toBe('22');
    expect(formatDate(date, 'weekdayDate')).toBe('dimanche 22 novembre');
    expect(isoDay(date)).toBe('2026-11-22');
  });

  it('formats relative times in French, in their largest whole unit', () => {
    const now = date.getTime();
    expect(formatRelative(now - 3 * 3600_000, now)).toBe('il y a 3 heures');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('il y a 5 minutes');
    expect(formatRelative(now - 20_000, now)).toBe('maintenant');
    expect(formatRelative(now - 86_400_000, now)).toBe('hier');
    expect(formatRelative(now - 3 * 86_400_000, now)).toBe('il y a 3 jours');
    expect(formatRelative(now - 40 * 86_400_000, now)).toBe('le mois dernier');
    expect(formatRelative(now + 2 * 86_400_000, now)).toBe('après-demain');
    expect(formatRelative('pas une date', now)).toBe('');
  });

  it('formats euros the French way', () => {
    expect(formatEuros(1500).replace(/\s/g, ' ')).toBe('1 500,00 €');
  });
});
