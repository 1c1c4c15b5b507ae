import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, RealtimeClient, type RealtimeSocket } from './realtime';

class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number): void {
    this.closedWith = code;
    this.readyState = 3;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

function setup(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const onConnect = vi.fn();
  const onUnauthorized = vi.fn();
  const client = new RealtimeClient({
    url: 'ws://localhost/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onConnect,
    onUnauthorized,
    random,
  });
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('aucun socket');
    return socket;
  };
  return { client, sockets, last, onConnect, onUnauthorized };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('starts at 1 s, doubles with jitter, and never exceeds 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(1000);
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(1, () => 0)).toBe(1000);
    expect(backoffDelay(1, () => 1)).toBe(2000);
    expect(backoffDelay(3, () => 0.5)).toBe(6000);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const delay = backoffDelay(attempt);
      expect(delay).toBeGreaterThanOrEqual(1000);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
    expect(backoffDelay(20, () => 1)).toBe(30_000);
    expect(backoffDelay(20, () => 0)).toBe(15_000);
  });
});

describe('RealtimeClient', () => {
  it('subscribes a room once for several holders and unsubscribes after the last release', () => {
    const { client, last } = setup();
    client.start();
    last().open();
    const releaseA = client.retainRoom('project:1');
    const releaseB = client.retainRoom('project:1');
    expect(last().sent).toEqual([{ type: 'subscribe', room: 'project:1' }]);
    releaseA();
    releaseA();
    expect(last().sent).toHaveLength(1);
    expect(client.rooms.get('project:1')).toBe(1);
    releaseB();
    expect(last().sent).toEqual([
      { type: 'subscribe', room: 'project:1' },
      { type: 'unsubscribe', room: 'project:1' },
    ]);
    expect(client.rooms.size).toBe(0);
  });

  it('reconnects with growing delays, re-subscribes held rooms, and signals each connection once', () => {
    const { client, sockets, last, onConnect } = setup(() => 1);
    client.retainRoom('article:9');
    client.start();
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', room: 'article:9' }]);
    expect(onConnect).toHaveBeenCalledTimes(1);

    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', room: 'article:9' }]);
    expect(onConnect).toHaveBeenCalledTimes(2);
  });

  it('resets the backoff after a stable connection, and stops reconnecting once stopped', () => {
    const { client, sockets, last } = setup(() => 1);
    client.start();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().open();
    vi.advanceTimersByTime(6000);
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    client.stop();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
  });

  it('dispatches events by type and reports a 4401 close', () => {
    const { client, last, onUnauthorized } = setup();
    const seen: string[] = [];
    const off = client.on('task.changed', (event, room) => seen.push(`${room} ${event.taskId}`));
    client.start();
    last().open();
    last().receive({
      type: 'event',
      room: 'project:1',
      event: { type: 'task.changed', projectId: '1', taskId: 't' },
    });
    last().receive({ type: 'event', room: 'user:1', event: { type: 'notification.changed' } });
    off();
    last().receive({
      type: 'event',
      room: 'project:1',
      event: { type: 'task.changed', projectId: '1', taskId: 'u' },
    });
    expect(seen).toEqual(['project:1 t']);
    last().drop(4401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a missing pong as a lost connection', () => {
    const { client, sockets, last } = setup(() => 1);
    client.start();
    last().open();
    vi.advanceTimersByTime(25_000);
    expect(last().sent).toEqual([{ type: 'ping' }]);
    vi.advanceTimersByTime(10_000);
    expect(sockets[0]?.closedWith).toBe(4000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });
});
