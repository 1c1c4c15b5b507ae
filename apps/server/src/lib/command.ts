import type { RealtimeRoom, RoomEvent } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';

/** Collects the realtime events a command causes; they leave only once its transaction has committed. */
export type CommandEvents = {
  add<R extends RealtimeRoom>(room: R, event: RoomEvent<R>): void;
  /** Runs once the transaction has committed (wakes the job workers for jobs it queued). */
  afterCommit(run: () => void): void;
  /**
   * Queues a job in the command's transaction (`app.jobs.enqueue` with its `tx`): it exists only if the
   * command commits, and the worker wakes right after (a notification's e-mail, issue 30).
   */
  enqueue(name: string, data: object, options?: { startAfter?: Date | number }): Promise<void>;
  /** Queues one job per item in the command's transaction, in one statement. */
  enqueueAll(name: string, items: readonly object[]): Promise<void>;
};

/** A multi-row write of an area (`<area>.commands.ts`): `(tx, events, input) => result`. */
export type Command<Input, Result> = (tx: Tx, events: CommandEvents, input: Input) => Promise<Result>;

type Pending = { room: RealtimeRoom; event: RoomEvent<RealtimeRoom> };

/**
 * Runs one transaction and publishes the events it collected after the commit (none if it threw):
 * `await runCommand(app, (tx, events) => sendMessage(tx, events, input))`. Every realtime event of the
 * API goes out this way, the sender's own echo included.
 */
export async function runCommand<Result>(
  app: FastifyInstance,
  command: (tx: Tx, events: CommandEvents) => Promise<Result>,
): Promise<Result> {
  const pending: Pending[] = [];
  const committed: (() => void)[] = [];
  const result = await app.db.transaction((tx) => {
    const events: CommandEvents = {
      add: (room, event) => {
        pending.push({ room, event });
      },
      afterCommit: (run) => {
        committed.push(run);
      },
      enqueue: async (name, data, options = {}) => {
        await app.jobs.enqueue(name, data, { ...options, tx, events });
      },
      enqueueAll: async (name, items) => {
        await app.jobs.enqueueAll(name, items, { tx, events });
      },
    };
    return command(tx, events);
  });
  for (const run of committed) run();
  // In the order collected; publish never rejects (a bus failure is logged): the write has committed.
  for (const { room, event } of pending) await app.realtime.publish(room, event);
  return result;
}
