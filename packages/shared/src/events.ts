import type { TaskStatus } from './enums';

/**
 * Realtime events sent over the WebSocket at /api/realtime. Payloads carry ids, and what lets the web apply
 * a change without a request or see that its cache already holds it (a task's status and `updatedAt`);
 * otherwise the web refetches the queries the event makes stale. Each area adds its events here, under the union of the room it goes
 * to, so the server's `publish(room, event)` only takes a room's own events.
 *
 * Rooms: `user:<id>` (every socket of a member joins its own room), `article:<id>`, `project:<id>`
 * (joined on demand with a `subscribe` message, after the server checks access).
 */
/** Events of a member's own room: every socket of the member is in it. */
export type UserRoomEvent =
  | { type: 'notification.changed'; notificationId?: string }
  | { type: 'connection.changed'; connectionId: string; userIds: [string, string] }
  | { type: 'message.created'; messageId: string; senderId: string; receiverId: string }
  | { type: 'message.read'; readerId: string; otherUserId: string }
  | { type: 'influencer.application.changed'; applicationId: string; projectId: string }
  /** The member blocked or unblocked someone (their own tabs only: the other member is not told). */
  | { type: 'block.changed'; userId: string }
  /** A message request to the member was accepted or deleted (their own tabs). */
  | { type: 'message.request.changed'; senderId: string }
  /** To each administrator: a report, a contest or a decision changed the moderation queue (issue 31). */
  | { type: 'moderation.queue.changed' }
  /** A message in the team conversation of a project the member is on (owner or team, issue 33). */
  | { type: 'team-message.created'; projectId: string; messageId: string; senderId: string }
  /** The member read a project's team conversation (their own tabs: the tab's and the navigation's badges). */
  | { type: 'team-message.read'; projectId: string };
/** Events of an article's room (its comments). */
export type ArticleRoomEvent = { type: 'comment.changed'; articleId: string; commentId: string };
/**
 * What happened to a task (`task.changed`): `moved` is a write of its status alone (a drop on the board),
 * which a board applies without a request; `updated` any other edit.
 */
export type TaskChange = 'created' | 'updated' | 'moved' | 'deleted' | 'commented';
/** Events of a project's room. */
export type ProjectRoomEvent =
  | {
      type: 'task.changed';
      projectId: string;
      taskId: string;
      change: TaskChange;
      /** The task's status after the write (absent when deleted): a move shows without a refetch. */
      status?: TaskStatus;
      /** The task's status before an edit or a move: the project's count of finished tasks changed or not. */
      previousStatus?: TaskStatus;
      /** The task's updated_at after the write: last write wins, an older event is ignored. */
      updatedAt?: string;
    }
  | { type: 'project.changed'; projectId: string };

export type RealtimeEvent = UserRoomEvent | ArticleRoomEvent | ProjectRoomEvent;

export type UserRoom = `user:${string}`;
export type ArticleRoom = `article:${string}`;
export type ProjectRoom = `project:${string}`;
export type RealtimeRoom = UserRoom | ArticleRoom | ProjectRoom;

/** The events a room accepts: `publish(userRoom(id), event)` only takes a `UserRoomEvent`. */
export type RoomEvent<R extends RealtimeRoom> = R extends UserRoom
  ? UserRoomEvent
  : R extends ArticleRoom
    ? ArticleRoomEvent
    : ProjectRoomEvent;

export type RealtimeEventType = RealtimeEvent['type'];

/** What a client sends on the socket. */
export type RealtimeClientMessage =
  | { type: 'subscribe'; room: string }
  | { type: 'unsubscribe'; room: string }
  | { type: 'ping' };

/** What the server sends on the socket, besides events. */
export type RealtimeServerMessage =
  | { type: 'event'; room: string; event: RealtimeEvent }
  | { type: 'subscribed'; room: string }
  | { type: 'error'; room?: string; message: string }
  | { type: 'pong' };

/** The spec's limit of events delivered to one client per second. */
export const realtimeMaxEventsPerSecond = 10;

export const userRoom = (userId: string): UserRoom => `user:${userId}`;
export const articleRoom = (articleId: string): ArticleRoom => `article:${articleId}`;
export const projectRoom = (projectId: string): ProjectRoom => `project:${projectId}`;
