import { createRequire } from 'node:module';
import cronParser from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { createCronTicks } from './cron-ticks';
// Imported for its side effect: pg-boss's timekeeper decides with the kept ticks.
import './job-queue';

const schedules = ['7 * * * *', '*/15 * * * *', '0 8 * * *', '0 8 * * 1'];
const minute = 60_000;

/** pg-boss's own computation: a fresh parse and `prev()` at every moment. */
const uncached = (cron: string, tz: string, now: number) =>
  cronParser
    .parseExpression(cron, { tz, currentDate: new Date(now) })
    .prev()
    .getTime();

/** Moments around each of a schedule's ticks: a minute before, just before, exactly on, just after, a minute after. */
function momentsAround(cron: string, tz: string, from: string, ticks: number): number[] {
  const interval = cronParser.parseExpression(cron, { tz, currentDate: new Date(from) });
  const moments: number[] = [];
  for (let i = 0; i < ticks; i++) {
    const tick = interval.next().getTime();
    moments.push(tick - minute, tick - 1, tick, tick + 1, tick + 59_999, tick + minute);
  }
  return moments;
}

describe('the last tick of a cron schedule, kept until the next', () => {
  it('gives what a fresh parse gives, around every tick, across both changes of time in Paris', () => {
    for (const tz of ['Europe/Paris', 'UTC']) {
      for (const cron of schedules) {
        // Paris changes its time at 01:00 UTC on 29 March and 25 October 2026.
        for (const day of ['2026-03-29', '2026-10-25']) {
          const lastTick = createCronTicks();
          const daily = cron.startsWith('0 8');
          const from = `${day}T00:00:00Z`;
          const ticks = daily ? 3 : cron.startsWith('*/15') ? 12 : 4;
          for (const now of momentsAround(cron, tz, from, ticks)) {
            expect(lastTick(cron, tz, now), `${tz} ${cron} ${new Date(now).toISOString()}`).toBe(
              uncached(cron, tz, now),
            );
          }
        }
      }
    }
  });

  it('after a first check exactly on a tick (the tick before is the answer), gives that tick just after it', () => {
    const tick = Date.parse('2026-11-30T07:00:00Z');
    const lastTick = createCronTicks();
    expect(lastTick('0 8 * * *', 'Europe/Paris', tick)).toBe(Date.parse('2026-11-29T07:00:00Z'));
    expect(lastTick('0 8 * * *', 'Europe/Paris', tick + 1)).toBe(tick);
    expect(lastTick('0 8 * * *', 'Europe/Paris', tick + 30_000)).toBe(tick);
  });

  it('parses a schedule once per tick, not at each check', () => {
    const lastTick = createCronTicks();
    const parse = cronParser.parseExpression;
    let parses = 0;
    cronParser.parseExpression = ((...args: Parameters<typeof parse>) => {
      parses += 1;
      return parse(...args);
    }) as typeof parse;
    try {
      const start = Date.parse('2026-11-30T06:00:00Z');
      // Every 30 s for two hours: four ticks of a quarter-hourly schedule a hour.
      for (let now = start; now < start + 120 * minute; now += 30_000)
        lastTick('*/15 * * * *', 'Europe/Paris', now);
      expect(parses).toBe(2 * 9);
    } finally {
      cronParser.parseExpression = parse;
    }
  });

  it('is what pg-boss asks when it decides whether a schedule is due', () => {
    const Timekeeper = createRequire(import.meta.url)('pg-boss/src/timekeeper.js') as {
      prototype: { shouldSendIt: (this: { clockSkew: number }, cron: string, tz: string) => boolean };
    };
    const last = uncached('0 8 * * *', 'Europe/Paris', Date.now());
    const at = (moment: number) => ({ clockSkew: moment - Date.now() });
    const shouldSendIt = Timekeeper.prototype.shouldSendIt;
    // The database's clock 10 s after the tick: due; 2 minutes after: already sent.
    expect(shouldSendIt.call(at(last + 10_000), '0 8 * * *', 'Europe/Paris')).toBe(true);
    expect(shouldSendIt.call(at(last + 2 * minute), '0 8 * * *', 'Europe/Paris')).toBe(false);
  });
});
