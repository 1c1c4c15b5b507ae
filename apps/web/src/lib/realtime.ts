import type { RealtimeEvent, RealtimeEventType, RealtimeServerMessage } from '@plateau/shared/events';

/** The part of the browser's WebSocket the client uses (a fake one in tests). */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type RealtimeEventHandler<T extends RealtimeEventType> = (
  event: Extract<RealtimeEvent, { type: T }>,
  room: string,
) => void;

export type RealtimeClientOptions = {
  url: string;
  createSocket?: (url: string) => RealtimeSocket;
  /**
   * Called once after each connection, the first included: events may have been missed before it (while
   * disconnected, or between the page's reads, made with the page, and the first connection).
   */
  onConnect?: () => void;
  /** Called when the server closes the socket for lack of a valid session. */
  onUnauthorized?: () => void;
  random?: () => number;
  /** Interval of the client's ping; a pong missing after `pongTimeoutMs` counts as a lost connection. */
  heartbeatMs?: number;
  pongTimeoutMs?: number;
};

const openState = 1;
const minDelayMs = 1000;
const maxDelayMs = 30_000;
/** A connection open this long is considered healthy: the next failure starts the backoff again. */
const stableAfterMs = 5000;
const unauthenticatedCode = 4401;

/** Exponential backoff with "equal jitter": attempt 0 waits 1 s, then up to 2, 4, 8 … capped at 30 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
  return Math.round(Math.min(maxDelayMs, Math.max(minDelayMs, base * (0.5 + random() * 0.5))));
}

/** The WebSocket URL of the API on this page's origin. */
export function realtimeSocketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/realtime`;
}

/** One WebSocket per tab: reconnects with backoff, keeps ref-counted room subscriptions, dispatches events. */
export class RealtimeClient {
  private socket: RealtimeSocket | null = null;
  private readonly roomCounts = new Map<string, number>();
  private readonly handlers = new Map<string, Set<(event: RealtimeEvent, room: string) => void>>();
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private openedAt: number | null = null;
  private started = false;

  constructor(private readonly options: RealtimeClientOptions) {}

  /** Opens the connection (signed-in member); idempotent. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.connect();
  }

  /** Closes the connection and stops reconnecting (signed out); rooms stay counted for the next start. */
  stop(): void {
    this.started = false;
    this.attempt = 0;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(1000);
    }
  }

  /** Connects now instead of waiting for the backoff (the browser is back online). */
  reconnectNow(): void {
    if (!this.started || this.socket || !this.retryTimer) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.connect();
  }

  /** Subscribes to a room while at least one caller holds it; returns the release function. */
  retainRoom(room: string): () => void {
    const count = this.roomCounts.get(room) ?? 0;
    this.roomCounts.set(room, count + 1);
    if (count === 0) this.sendIfOpen({ type: 'subscribe', room });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const current = this.roomCounts.get(room) ?? 0;
      if (current > 1) {
        this.roomCounts.set(room, current - 1);
        return;
      }
      this.roomCounts.delete(room);
      this.sendIfOpen({ type: 'unsubscribe', room });
    };
  }

  /** Calls the handler for every event of that type; returns the unsubscribe function. */
  on<T extends RealtimeEventType>(type: T, handler: RealtimeEventHandler<T>): () => void {
    // Dispatch only calls it with events whose `type` is T.
    const listener = handler as (event: RealtimeEvent, room: string) => void;
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Rooms currently held, with their holder count. */
  get rooms(): ReadonlyMap<string, number> {
    return this.roomCounts;
  }

  get isOpen(): boolean {
    return this.socket?.readyState === openState && this.openedAt !== null;
  }

  private connect(): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    const socket = create(this.options.url);
    this.socket = socket;
    socket.onopen = () => this.handleOpen();
    socket.onmessage = (event) => this.handleMessage(event);
    socket.onclose = (event) => this.handleClose(socket, event.code);
    socket.onerror = () => undefined; // a close event always follows
  }

  private handleOpen(): void {
    this.openedAt = Date.now();
    for (const room of this.roomCounts.keys()) this.sendIfOpen({ type: 'subscribe', room });
    this.heartbeatTimer = setInterval(() => this.ping(), this.options.heartbeatMs ?? 25_000);
    this.options.onConnect?.();
  }

  private handleMessage(event: MessageEvent): void {
    if (typeof event.data !== 'string') return;
    let message: RealtimeServerMessage;
    try {
      message = JSON.parse(event.data) as RealtimeServerMessage;
    } catch {
      return;
    }
    if (message.type === 'pong' && this.pongTimer) {
      clearTimeout(this.pongTimer);
      this.pongTimer = null;
    }
    if (message.type !== 'event') return;
    for (const handler of this.handlers.get(message.event.type) ?? []) handler(message.event, message.room);
  }

  private handleClose(socket: RealtimeSocket, code: number): void {
    if (this.socket !== socket) return;
    detach(socket);
    this.socket = null;
    this.clearTimers();
    if (this.openedAt !== null && Date.now() - this.openedAt >= stableAfterMs) this.attempt = 0;
    this.openedAt = null;
    if (!this.started) return;
    if (code === unauthenticatedCode) this.options.onUnauthorized?.();
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket || this.pongTimer) return;
    this.sendIfOpen({ type: 'ping' });
    this.pongTimer = setTimeout(() => {
      // No answer: the connection is dead even if the browser has not noticed yet.
      this.pongTimer = null;
      socket.close(4000);
      this.handleClose(socket, 1006);
    }, this.options.pongTimeoutMs ?? 10_000);
  }

  private sendIfOpen(message: { type: 'subscribe' | 'unsubscribe'; room: string } | { type: 'ping' }): void {
    if (this.socket?.readyState === openState && this.openedAt !== null)
      this.socket.send(JSON.stringify(message));
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.retryTimer = null;
    this.heartbeatTimer = null;
    this.pongTimer = null;
  }
}

function detach(socket: RealtimeSocket): void {
  socket.onopen = null;
  socket.onmessage = null;
  socket.onclose = null;
  socket.onerror = null;
}
