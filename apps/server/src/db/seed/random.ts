/** A small seeded PRNG (mulberry32) so the demo data is the same on every run. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct elements, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  chance: (probability: number) => boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick: empty list');
    return item;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      const a = copy[i];
      const b = copy[j];
      if (a === undefined || b === undefined) continue;
      copy[i] = b;
      copy[j] = a;
    }
    return copy.slice(0, Math.min(count, copy.length));
  };
  return { next, int, pick, sample, chance: (p) => next() < p };
}

const DAY_MS = 86_400_000;

/** A moment `days` days (and some hours and minutes) before `now`. */
export function daysAgo(now: Date, days: number, hours = 0, minutes = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - hours * 3_600_000 - minutes * 60_000);
}

/** A moment `days` days after `now`. */
export function daysFromNow(now: Date, days: number, hours = 0): Date {
  return new Date(now.getTime() + days * DAY_MS + hours * 3_600_000);
}

/** The calendar date (YYYY-MM-DD, UTC) of a moment, for date columns. */
export function isoDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A time of day on a future day, e.g. 19:30 in 12 days (UTC). */
export function atTime(now: Date, daysAhead: number, hour: number, minute = 0): Date {
  const moment = daysFromNow(now, daysAhead);
  moment.setUTCHours(hour, minute, 0, 0);
  return moment;
}
