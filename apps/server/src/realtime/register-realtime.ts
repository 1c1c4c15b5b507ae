import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import {
  messages,
  type RealtimeEvent,
  type RealtimeRoom,
  type RoomEvent,
  realtimeMaxEventsPerSecond,
} from '@plateau/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { errorBody } from '../lib/errors';
import { acceptSocket, unauthenticatedCloseCode } from './accept-socket';
import { parseRoom } from './client-message';
import { createEventBus } from './create-event-bus';
import { heartbeatSliceSize, visitInSlices } from './in-slices';
import { findLiveSessions } from './live-sessions';
import type { RealtimeConnection } from './realtime-connection';
import { RoomHub } from './room-hub';
import { type RoomAuthorizer, RoomRegistry } from './room-registry';

/** What areas use: events go out through runCommand (lib/command.ts); rooms declare who may join. */
export type Realtime = {
  /** Sends the event to the room on every instance; runCommand calls it after the commit. Never rejects for a bus failure (logged). */
  publish: <R extends RealtimeRoom>(room: R, event: RoomEvent<R>) => Promise<void>;
  /** Declares who may subscribe to `<prefix>:<id>` rooms; rooms without an authorizer are refused. */
  registerRoom: (prefix: 'article' | 'project' | (string & {}), authorize: RoomAuthorizer) => void;
  /** Authenticated sockets open on this instance. */
  connectionCount: () => number;
  /** Closes this instance's sockets whose session was revoked or expired, or whose member is gone (also run by the heartbeat). */
  closeEndedSessions: () => Promise<void>;
  /** Closes this instance's sockets of one member whose session no longer lives (see auth/revoke-sessions.ts). */
  closeEndedSessionsOf: (userId: string) => Promise<void>;
  /** The bus between instances: 'memory' (one instance) or 'postgres' (LISTEN/NOTIFY). */
  busKind: 'memory' | 'postgres';
  /** Sends a probe through the bus and resolves when it comes back to this instance (the administration's diagnostic). */
  checkBus: (timeoutMs?: number) => Promise<void>;
};

export type RealtimeOptions = {
  /** Interval of the ping that closes dead sockets (a socket missing one pong is terminated). */
  heartbeatMs?: number;
  /** How long sockets get to close cleanly at shutdown before they are cut. */
  closeGraceMs?: number;
};

/** Code sent at shutdown: the client reconnects to another instance, or to this one once restarted. */
const goingAwayCode = 1001;
/** Code sent when this instance may have missed events: the client reconnects and refetches. */
const resyncCode = 1012;

/** Accepts an Origin equal to PUBLIC_URL or to the requested host (the Vite dev proxy); none for non-browser clients. */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return host !== undefined && parsed.host === host;
}

/** Decorates `app.realtime`, opens the bus and serves the WebSocket at GET /api/realtime. */
export async function registerRealtime(app: FastifyInstance, options: RealtimeOptions = {}): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const closeGraceMs = options.closeGraceMs ?? 2000;
  const bus = await createEventBus(app.config, app.database, app.log);
  const hub = new RoomHub();
  const registry = new RoomRegistry();
  bus.onMessage(({ room, event }) => hub.dispatch(room, event));
  // Probes of checkBus, by their room: no socket can join a diagnostics room (no authorizer), so none sees them.
  const probes = new Map<string, () => void>();
  bus.onMessage(({ room }) => probes.get(room)?.());
  bus.onResync(() => {
    for (const connection of hub.connections) connection.socket.close(resyncCode, messages.realtime.resync);
  });

  const realtime: Realtime = {
    publish: async (room, event) => {
      if (!parseRoom(room)) throw new Error(`salon temps réel invalide : ${room}`);
      try {
        await bus.publish({ room, event });
      } catch (error) {
        app.log.error({ err: error, room, type: event.type }, 'événement temps réel non publié');
      }
    },
    registerRoom: (prefix, authorize) => registry.register(prefix, authorize),
    connectionCount: () => hub.connections.size,
    closeEndedSessions: () => closeEnded([...hub.connections]),
    closeEndedSessionsOf: (userId) =>
      closeEnded([...hub.connections].filter((connection) => connection.actor.id === userId)),
    busKind: bus.kind,
    checkBus: (timeoutMs = 3000) =>
      new Promise<void>((resolve, reject) => {
        const room = `diagnostics:${randomUUID()}`;
        const timer = setTimeout(() => {
          probes.delete(room);
          reject(new Error(`aucun retour du bus en ${timeoutMs} ms`));
        }, timeoutMs);
        probes.set(room, () => {
          clearTimeout(timer);
          probes.delete(room);
          resolve();
        });
        const probe = { type: 'diagnostics.probe' } as unknown as RealtimeEvent;
        bus.publish({ room, event: probe }).catch((error: unknown) => {
          clearTimeout(timer);
          probes.delete(room);
          reject(error);
        });
      }),
  };
  async function closeEnded(open: RealtimeConnection[]): Promise<void> {
    const live = await findLiveSessions(app.db, [...new Set(open.map((c) => c.actor.sessionId))]);
    for (const connection of open) {
      if (!live.has(connection.actor.sessionId)) {
        connection.socket.close(unauthenticatedCloseCode, messages.realtime.sessionExpired);
      }
    }
  }
  app.decorate('realtime', realtime);

  // Registered before the plugin's own preClose, so sockets get a code and a reason, then are cut if silent.
  app.addHook('preClose', async () => {
    await closeSockets(app.websocketServer.clients, closeGraceMs);
  });
  // No permessage-deflate (ws's server default, said here): events are small, and a compressed frame is
  // one deflate per socket, where an uncompressed one is the same bytes for every socket of a room.
  await app.register(websocket, { options: { maxPayload: 4096, perMessageDeflate: false } });

  const checkOrigin = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, app.config.publicUrl)) {
      return reply.status(403).send(errorBody('forbidden', messages.realtime.originRefused));
    }
  };
  app.get('/api/realtime', { websocket: true, onRequest: checkOrigin }, (socket, request) => {
    acceptSocket(socket, request, { hub, registry, maxEventsPerSecond: realtimeMaxEventsPerSecond });
  });

  // Each tick pings every socket (one that missed the previous ping is cut) in slices, so thousands of
  // sockets never hold the event loop for the whole sweep (at 5,000 sockets, 100 to 900 ms at once).
  let sweeping = false;
  let stopped = false;
  const sweep = (connection: RealtimeConnection, now: number) => {
    if (!hub.connections.has(connection)) return; // closed since the sweep began
    if (!connection.alive) {
      connection.socket.terminate();
      return;
    }
    if (connection.actor.sessionExpiresAt.getTime() <= now) {
      connection.socket.close(unauthenticatedCloseCode, messages.realtime.sessionExpired);
      return;
    }
    connection.alive = false;
    connection.socket.ping();
  };
  const heartbeat = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    const now = Date.now();
    visitInSlices(
      [...hub.connections],
      heartbeatSliceSize,
      (connection) => sweep(connection, now),
      () => stopped,
    )
      // A session revoked elsewhere (sign-out, reset, deletion, on any instance) loses its sockets here.
      .then(() => (stopped ? undefined : realtime.closeEndedSessions()))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'vérification des sessions temps réel impossible');
      })
      .finally(() => {
        sweeping = false;
      });
  }, heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(heartbeat);
    await bus.close();
  });
}

/** Closes every socket with "going away", waits for them, and cuts those still open after the grace. */
async function closeSockets(sockets: Set<WebSocket>, graceMs: number): Promise<void> {
  const open = [...sockets];
  if (open.length === 0) return;
  const closed = Promise.all(
    open.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === socket.CLOSED) return resolve();
          socket.once('close', () => resolve());
          socket.close(goingAwayCode, messages.realtime.serverRestarting);
        }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([closed, grace]);
  clearTimeout(timer);
  for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
}
