import type { RealtimeEvent } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';

// Temporary stand-in for lib/command.ts of the route kit (wip-server), same names and shape.

/** Collects the realtime events a command causes; they leave only once its transaction has committed. */
export type CommandEvents = { add(room: string, event: RealtimeEvent): void };

/** Runs one transaction and publishes the events it collected after the commit (none if it threw). */
export async function runCommand<Result>(
  app: FastifyInstance,
  command: (tx: Tx, events: CommandEvents) => Promise<Result>,
): Promise<Result> {
  const pending: Array<{ room: string; event: RealtimeEvent }> = [];
  const events: CommandEvents = { add: (room, event) => pending.push({ room, event }) };
  const result = await app.db.transaction((tx) => command(tx, events));
  for (const { room, event } of pending) await app.realtime.publish(room, event);
  return result;
}
