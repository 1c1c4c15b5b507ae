import type { RealtimeEvent, RealtimeServerMessage } from '@plateau/shared';
import { userRoom } from '@plateau/shared';
import type { RealtimeConnection } from './realtime-connection';

/**
 * One event of one room as every socket of the room receives it: serialised once per dispatch, not once
 * per socket (a member's 100 sockets share one frame's bytes), with the key its bursts are coalesced by.
 */
export type OutgoingEvent = {
  /** `<room>\n<type>`: a socket whose budget is spent keeps only the latest event of each key. */
  readonly key: string;
  /** The JSON text of `{ type: 'event', room, event }`, as UTF-8 bytes sent in a text frame. */
  readonly data: Buffer;
};

export function outgoingEvent(room: string, event: RealtimeEvent): OutgoingEvent {
  const message: RealtimeServerMessage = { type: 'event', room, event };
  return { key: `${room}\n${event.type}`, data: Buffer.from(JSON.stringify(message)) };
}

/** The sockets of this instance and the rooms they joined. */
export class RoomHub {
  private readonly members = new Map<string, Set<RealtimeConnection>>();
  readonly connections = new Set<RealtimeConnection>();

  /** Adds an authenticated socket, in its member's own room. */
  add(connection: RealtimeConnection): void {
    this.connections.add(connection);
    this.join(connection, userRoom(connection.actor.id));
  }

  remove(connection: RealtimeConnection): void {
    this.connections.delete(connection);
    for (const room of connection.rooms) this.leave(connection, room);
  }

  join(connection: RealtimeConnection, room: string): void {
    let set = this.members.get(room);
    if (!set) {
      set = new Set();
      this.members.set(room, set);
    }
    set.add(connection);
    connection.rooms.add(room);
  }

  leave(connection: RealtimeConnection, room: string): void {
    connection.rooms.delete(room);
    const set = this.members.get(room);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.members.delete(room);
  }

  /** Hands the event to every socket of the room (each applies its own rate limit); serialised once. */
  dispatch(room: string, event: RealtimeEvent): void {
    const set = this.members.get(room);
    if (!set) return;
    const outgoing = outgoingEvent(room, event);
    for (const connection of set) connection.deliver(outgoing);
  }
}
