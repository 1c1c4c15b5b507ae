import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, formatEuros, formatRelative, isoDay } from './format';

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

  it('writes every month, weekday and hour as Intl does (the forms are written by hand for speed)', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', options);
    const long = intl({ day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ day: 'numeric', month: 'short' });
    const time = intl({ hour: '2-digit', minute: '2-digit' });
    const seconds = intl({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
    const dayMonth = intl({ day: '2-digit', month: '2-digit' });
    const weekday = intl({ weekday: 'short' });
    const weekdayDate = intl({ weekday: 'long', day: 'numeric', month: 'long' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 17, 28]) {
        const when = new Date(2027, month, day, (month * 5 + day) % 24, (day * 7) % 60, (month * 11) % 60);
        expect(formatDate(when)).toBe(long.format(when));
        expect(formatDate(when, 'shortDateTime')).toBe(`${short.format(when)} à ${time.format(when)}`);
        expect(formatDate(when, 'logTime')).toBe(`${dayMonth.format(when)} ${seconds.format(when)}`);
        expect(formatDate(when, 'weekdayShort')).toBe(weekday.format(when));
        expect(formatDate(when, 'weekdayDate')).toBe(weekdayDate.format(when));
        expect(formatDateTime(when)).toBe(`${long.format(when)} à ${time.format(when)}`);
      }
    }
  });

  it('says relative times as Intl.RelativeTimeFormat does', () => {
    const relative = new Intl.RelativeTimeFormat('fr', { numeric: 'auto' });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['year', 365 * 86_400],
      ['month', 30 * 86_400],
      ['week', 7 * 86_400],
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
    ];
    const now = date.getTime();
    for (const [unit, length] of units) {
      for (const count of [-11, -3, -2, -1, 1, 2, 5]) {
        const when = now + count * length * 1000;
        const expected = relative.format(count, unit);
        // A span that reaches a larger unit is said in that unit (11 weeks: 'il y a 2 mois'), checked there.
        const larger = units.find(([, size]) => Math.abs(count * length) >= size);
        if (larger?.[0] !== unit) continue;
        expect(formatRelative(when, now)).toBe(expected);
      }
    }
  });

  it('writes euros and due days as Intl does', () => {
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    for (const amount of [0, 5, 12.5, 999.99, 1000, 1500, 25_000, 1_234_567.89, -42]) {
      expect(formatEuros(amount)).toBe(euros.format(amount));
    }
    expect(formatDay('2026-11-24')).toBe('24/11/2026');
  });
});
