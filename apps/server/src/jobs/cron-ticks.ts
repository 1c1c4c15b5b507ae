import cronParser from 'cron-parser';

type Ticks = { previous: number; next: number };

/**
 * The last tick of a cron schedule before `now` (milliseconds), worked out once per tick: the answer holds
 * until the next tick, so it is kept with it (why: pg-boss's schedule check, `job-queue.ts`).
 */
export function createCronTicks() {
  const known = new Map<string, Ticks>();
  return function lastTick(cron: string, tz: string, now: number): number {
    const key = `${tz}\n${cron}`;
    const cached = known.get(key);
    // cron-parser's `prev()` is strict (a moment exactly on a tick answers the tick before): `previous` is
    // the answer for every moment after it up to and including the tick that follows it.
    if (cached && now > cached.previous && now <= cached.next) return cached.previous;
    const previous = cronParser
      .parseExpression(cron, { tz, currentDate: new Date(now) })
      .prev()
      .getTime();
    const next = cronParser
      .parseExpression(cron, { tz, currentDate: new Date(previous) })
      .next()
      .getTime();
    known.set(key, { previous, next });
    return previous;
  };
}
