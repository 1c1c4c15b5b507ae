import type { Tx } from '../client';
import type { notifications } from '../schema';
import { daysAgo, type Random } from './random';

export type NotificationRow = typeof notifications.$inferInsert;

/** What every seeding step shares: the transaction, the PRNG, the clock and the members' ids. */
export type SeedContext = {
  tx: Tx;
  random: Random;
  now: Date;
  /** A deterministic UUID (version 4 layout) drawn from the PRNG. */
  uuid: () => string;
  /** A moment `days` days ago, with some random minutes so rows do not share timestamps. */
  ago: (days: number) => Date;
  idOf: (email: string) => string;
  nameOf: (userId: string) => string;
  /** When the member joined: rows involving them are never older. */
  joinedAt: (userId: string) => Date;
  register: (email: string, userId: string, fullName: string, createdAt: Date) => void;
  /** Notifications are collected by every step and inserted at the end. */
  notifications: NotificationRow[];
};

export function createContext(tx: Tx, random: Random, now: Date): SeedContext {
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  const joined = new Map<string, Date>();
  const hex = (count: number): string => {
    let out = '';
    for (let i = 0; i < count; i++) out += random.int(0, 15).toString(16);
    return out;
  };
  return {
    tx,
    random,
    now,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    ago: (days) => daysAgo(now, Math.max(days, 0), 0, random.int(0, 59)),
    idOf: (email) => {
      const id = ids.get(email.toLowerCase());
      if (!id) throw new Error(`Demo data refers to an unknown member: ${email}`);
      return id;
    },
    nameOf: (userId) => {
      const name = names.get(userId);
      if (!name) throw new Error(`Demo data refers to an unknown member id: ${userId}`);
      return name;
    },
    joinedAt: (userId) => joined.get(userId) ?? now,
    register: (email, userId, fullName, createdAt) => {
      ids.set(email.toLowerCase(), userId);
      names.set(userId, fullName);
      joined.set(userId, createdAt);
    },
    notifications: [],
  };
}

/** The later of two moments. */
export function later(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** A moment between `from` and `to`, at a random fraction of the interval. */
export function between(random: Random, from: Date, to: Date): Date {
  const span = Math.max(to.getTime() - from.getTime(), 0);
  return new Date(from.getTime() + Math.floor(random.next() * span));
}
