/**
 * Realtime events sent over the WebSocket at /api/realtime. Payloads carry ids only: the web invalidates
 * the matching queries and refetches. Each area adds its events here.
 *
 * Rooms: `user:<id>` (every socket of a member joins its own room), `article:<id>`, `project:<id>`
 * (joined on demand with a `subscribe` message, after the server checks access).
 */
export type RealtimeEvent =
  | { type: 'notification.changed'; notificationId?: string }
  | { type: 'connection.changed'; connectionId: string; userIds: [string, string] }
  | { type: 'message.created'; messageId: string; senderId: string; receiverId: string }
  | { type: 'message.read'; readerId: string; otherUserId: string }
  | { type: 'comment.changed'; articleId: string; commentId: string }
  | { type: 'task.changed'; projectId: string; taskId: string }
  | { type: 'project.changed'; projectId: string };

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

export const userRoom = (userId: string) => `user:${userId}`;
export const articleRoom = (articleId: string) => `article:${articleId}`;
export const projectRoom = (projectId: string) => `project:${projectId}`;
