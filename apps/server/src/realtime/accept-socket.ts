import { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { messages, type RealtimeClientMessage } from '@plateau/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { getActor } from '../auth/session';
import { parseClientMessage } from './client-message';
import { RealtimeConnection } from './realtime-connection';
import type { RoomHub } from './room-hub';
import type { RoomRegistry } from './room-registry';

/** Close code of a socket without a valid session (the HTTP 401 of WebSockets). */
export const unauthenticatedCloseCode = 4401;
/** Rooms one socket may hold besides its own. */
const maxRoomsPerSocket = 100;

export type SocketContext = {
  hub: RoomHub;
  registry: RoomRegistry;
  maxEventsPerSecond: number;
};

/** Authenticates a new socket from its session cookie, then serves its messages one at a time. */
export function acceptSocket(socket: WebSocket, request: FastifyRequest, context: SocketContext): void {
  const log = request.log;
  releaseUpgrade(socket, request, log);
  const ready = getActor(request).then(
    (actor) => {
      if (socket.readyState !== socket.OPEN) return null;
      if (!actor) {
        socket.close(unauthenticatedCloseCode, messages.realtime.unauthenticated);
        return null;
      }
      const connection = new RealtimeConnection(socket, actor, context.maxEventsPerSecond);
      context.hub.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => {
        context.hub.remove(connection);
        connection.dispose();
      });
      return connection;
    },
    (error: unknown) => {
      log.error({ err: error }, 'authentification du socket temps réel impossible');
      socket.close(1011, messages.api.internal);
      return null;
    },
  );

  // Messages are handled in order, after authentication: a subscribe never overtakes an unsubscribe.
  let chain: Promise<unknown> = ready;
  socket.on('message', (data: RawData, isBinary: boolean) => {
    chain = chain
      .then(async () => {
        const connection = await ready;
        if (connection) await handleMessage(connection, data, isBinary, { ...context, log });
      })
      .catch((error: unknown) => log.error({ err: error }, 'message temps réel en échec'));
  });
}

/**
 * Lets the upgrade's HTTP objects go once the socket is handed over, so an open socket keeps only what it
 * uses: @fastify/websocket's 'error' listener holds the Fastify request and reply (and through them the
 * request's headers), and the ServerResponse made for the upgrade stays attached to the TCP socket. About
 * 4 KB per open socket that nothing reads again. A socket error is handled as the plugin's default does it
 * (logged, socket cut), with the request's logger only.
 */
function releaseUpgrade(socket: WebSocket, request: FastifyRequest, log: FastifyBaseLogger): void {
  socket.removeAllListeners('error');
  socket.on('error', (error: Error) => {
    log.error({ err: error }, 'socket temps réel en erreur');
    socket.terminate();
  });
  // Node's own link from a socket to the response written on it (the upgrade's, never sent: the reply is hijacked).
  const raw = request.raw.socket as (Socket & { _httpMessage?: unknown }) | undefined;
  if (raw?._httpMessage instanceof ServerResponse) raw._httpMessage.detachSocket(raw);
}

type MessageContext = SocketContext & { log: FastifyBaseLogger };

async function handleMessage(
  connection: RealtimeConnection,
  data: RawData,
  isBinary: boolean,
  context: MessageContext,
): Promise<void> {
  if (!connection.acceptClientMessage()) {
    connection.send({ type: 'error', message: messages.realtime.tooManyMessages });
    return;
  }
  const message = isBinary ? null : parseClientMessage(rawText(data));
  if (!message) {
    connection.send({ type: 'error', message: messages.realtime.invalidMessage });
    return;
  }
  await applyMessage(connection, message, context);
}

async function applyMessage(
  connection: RealtimeConnection,
  message: RealtimeClientMessage,
  { hub, registry, log }: MessageContext,
): Promise<void> {
  switch (message.type) {
    case 'ping':
      connection.send({ type: 'pong' });
      return;
    case 'unsubscribe':
      // A member's own room is part of the socket, not a subscription.
      if (message.room !== `user:${connection.actor.id}`) hub.leave(connection, message.room);
      return;
    case 'subscribe': {
      const { room } = message;
      if (connection.rooms.has(room)) {
        connection.send({ type: 'subscribed', room });
        return;
      }
      if (connection.rooms.size > maxRoomsPerSocket) {
        connection.send({ type: 'error', room, message: messages.realtime.tooManyRooms });
        return;
      }
      let decision: 'granted' | 'refused';
      try {
        decision = await registry.authorize(connection.actor, room);
      } catch (error) {
        log.error({ err: error, room }, 'autorisation du salon temps réel en échec');
        connection.send({ type: 'error', room, message: messages.realtime.roomUnavailable });
        return;
      }
      if (connection.socket.readyState !== connection.socket.OPEN) return;
      if (decision === 'granted') {
        hub.join(connection, room);
        connection.send({ type: 'subscribed', room });
      } else {
        connection.send({ type: 'error', room, message: messages.realtime.roomRefused });
      }
      return;
    }
    default: {
      const unknownMessage: never = message;
      throw new Error(`message inconnu : ${JSON.stringify(unknownMessage)}`);
    }
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}
