import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type BusMessage, type EventBus, parseBusMessage } from './event-bus';

/** The one NOTIFY channel of every instance. */
export const realtimeChannel = 'plateau_realtime';
/** NOTIFY payloads must stay under 8000 bytes; ours carry ids only. */
const maxPayloadBytes = 7900;

const reconnectDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * LISTEN/NOTIFY between instances sharing one PostgreSQL: a dedicated client listens (reconnecting with
 * backoff when the connection drops), publishing goes through the pool with `select pg_notify($1, $2)`.
 */
export async function createPostgresBus(pool: pg.Pool, log: FastifyBaseLogger): Promise<EventBus> {
  const messageListeners: Array<(message: BusMessage) => void> = [];
  const resyncListeners: Array<() => void> = [];
  const dropped = new WeakSet<pg.Client>();
  let listener: pg.Client | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let closed = false;

  const onNotification = (notification: pg.Notification) => {
    if (notification.channel !== realtimeChannel || !notification.payload) return;
    const message = parseBusMessage(notification.payload);
    if (!message) {
      log.warn({ payload: notification.payload }, 'message temps réel illisible ignoré');
      return;
    }
    for (const deliver of messageListeners) deliver(message);
  };

  const drop = (client: pg.Client, error: Error | null) => {
    if (dropped.has(client)) return;
    dropped.add(client);
    client.removeListener('notification', onNotification);
    client.end().catch(() => undefined);
    if (listener !== client) return;
    listener = null;
    if (closed) return;
    log.warn({ err: error }, 'connexion LISTEN du bus temps réel perdue : reconnexion');
    scheduleReconnect();
  };

  const open = async (): Promise<void> => {
    const client = new pg.Client(pool.options);
    client.on('notification', onNotification);
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${realtimeChannel}`);
    } catch (error) {
      drop(client, null);
      throw error;
    }
    if (closed) {
      drop(client, null);
      return;
    }
    listener = client;
  };

  function scheduleReconnect(): void {
    const delay = reconnectDelayMs(attempt);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open()
        .then(() => {
          if (closed) return;
          attempt = 0;
          log.info('connexion LISTEN du bus temps réel rétablie');
          for (const resync of resyncListeners) resync();
        })
        .catch((error: unknown) => {
          if (closed) return;
          log.warn({ err: error }, 'reconnexion du bus temps réel impossible, nouvel essai');
          scheduleReconnect();
        });
    }, delay);
    retryTimer.unref();
  }

  await open();

  return {
    kind: 'postgres',
    publish: async (message) => {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > maxPayloadBytes) {
        throw new Error(`événement temps réel trop volumineux pour NOTIFY (${message.event.type})`);
      }
      await pool.query('select pg_notify($1, $2)', [realtimeChannel, payload]);
    },
    onMessage: (deliver) => {
      messageListeners.push(deliver);
    },
    onResync: (resync) => {
      resyncListeners.push(resync);
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const client = listener;
      listener = null;
      if (client) {
        dropped.add(client);
        client.removeListener('notification', onNotification);
        await client.end().catch(() => undefined);
      }
    },
  };
}
