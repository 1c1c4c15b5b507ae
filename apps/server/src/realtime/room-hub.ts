import type { RealtimeEvent } from '@plateau/shared';
import { userRoom } from '@plateau/shared';
import type { RealtimeConnection } from './realtime-connection';

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

  /** Hands the event to every socket of the room (each applies its own rate limit). */
  dispatch(room: string, event: RealtimeEvent): void {
    const set = this.members.get(room);
    if (!set) return;
    for (const connection of set) connection.deliver(room, event);
  }
}
