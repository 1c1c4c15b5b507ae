import cronParser from 'cron-parser';

type Ticks = { previous: number; next: number };

/**
 * The last tick of a cron schedule before `now` (milliseconds), worked out once per tick: the answer
 * holds until the next tick, so it is kept with it. cron-parser 4 walks a time zone's calendar through luxon
 * and takes 5 to 16 ms for one `prev()` on Europe/Paris; pg-boss asked it for every schedule every 30 s,
 * holding the event loop 45 to 65 ms each time (bench/README.md, issue 35).
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
