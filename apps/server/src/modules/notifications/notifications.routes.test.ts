import { fill, messages, notificationMessages as nm } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildNotification, buildNotifications } from '../../test/notification-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  ctx.request({ method, url, cookie });
const rowsOf = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
const rowById = async (id: string) =>
  (await ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const unreadCount = async (cookie: string) =>
  (await call('GET', '/api/notifications/unread-count', cookie)).json().count as number;

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, with their fields', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const other = await buildSignedInUser(ctx);
    const sender = other.user.id;
    const older = await buildNotification(ctx.db, {
      userId: user.id,
      type: 'message',
      content: 'Léa vous a envoyé un message.',
      relatedId: sender,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await buildNotification(ctx.db, { userId: user.id, type: 'connection', read: true });
    await buildNotification(ctx.db, { userId: other.user.id });

    const response = await call('GET', '/api/notifications', cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
    expect(body.items[1]).toEqual({
      id: older.id,
      type: 'message',
      content: 'Léa vous a envoyé un message.',
      read: false,
      relatedId: sender,
      taskId: null,
      kind: null,
      createdAt: older.createdAt.toISOString(),
    });
  });

  it('pages 20 at a time with a cursor until the last, short page, ties included', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const sameInstant = new Date(Date.now() - 5_000);
    // 45 notifications, ten of them created at the very same instant (the id breaks the tie).
    await buildNotifications(ctx.db, user.id, 45, (index) => (index < 10 ? { createdAt: sameInstant } : {}));
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/notifications${cursor ? `?cursor=${cursor}` : ''}`;
      const body = (await call('GET', url, cookie)).json();
      sizes.push(body.items.length);
      seen.push(...body.items.map((item: { id: string }) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    const dates = (await rowsOf(user.id))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(seen).toEqual(dates);
  });

  it('filters by type, by state and by both', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const message = await buildNotification(ctx.db, { userId: user.id, type: 'message' });
    const readTask = await buildNotification(ctx.db, { userId: user.id, type: 'task', read: true });
    const unreadTask = await buildNotification(ctx.db, { userId: user.id, type: 'task' });
    const ids = async (query: string) =>
      (await call('GET', `/api/notifications?${query}`, cookie))
        .json()
        .items.map((item: { id: string }) => item.id)
        .sort();
    expect(await ids('type=message')).toEqual([message.id]);
    expect(await ids('type=task')).toEqual([readTask.id, unreadTask.id].sort());
    expect(await ids('read=true')).toEqual([readTask.id]);
    expect(await ids('read=false')).toEqual([message.id, unreadTask.id].sort());
    expect(await ids('type=task&read=false')).toEqual([unreadTask.id]);
    expect(await ids('type=connection')).toEqual([]);
  });

  it('honours a smaller limit', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    await buildNotifications(ctx.db, user.id, 3);
    const body = (await call('GET', '/api/notifications?limit=2', cookie)).json();
    expect(body.items).toHaveLength(2);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('refuses malformed filters with 400 and a French message', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const cases: Array<[string, string]> = [
      ['type=evenement', nm.invalidType],
      ['read=oui', nm.invalidReadState],
      ['limit=0', fill(nm.invalidLimit, { max: 50 })],
      ['limit=500', fill(nm.invalidLimit, { max: 50 })],
      ['limit=abc', fill(nm.invalidLimit, { max: 50 })],
      ['cursor=pas%20valide', messages.api.invalidCursor],
      ['cursor=bm9uc2Vucw', messages.api.invalidCursor],
    ];
    for (const [query, message] of cases) {
      const response = await call('GET', `/api/notifications?${query}`, cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toBe(message);
    }
  });

  it('refuses a visitor with 401, even with malformed filters', async () => {
    for (const url of ['/api/notifications', '/api/notifications?type=x']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'unauthorized', message: messages.api.unauthorized });
    }
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts only my unread notifications', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const other = await buildSignedInUser(ctx);
    expect(await unreadCount(cookie)).toBe(0);
    await buildNotifications(ctx.db, user.id, 12, (index) => ({ read: index < 2 }));
    await buildNotification(ctx.db, { userId: other.user.id });
    expect(await unreadCount(cookie)).toBe(10);
    expect(await unreadCount(other.cookie)).toBe(1);
  });

  it('refuses a visitor with 401', async () => {
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks my notification read and lowers the unread count', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const notification = await buildNotification(ctx.db, { userId: user.id, type: 'task' });
    await buildNotification(ctx.db, { userId: user.id });
    expect(await unreadCount(cookie)).toBe(2);
    const response = await call('POST', `/api/notifications/${notification.id}/read`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().notification).toMatchObject({ id: notification.id, read: true, type: 'task' });
    expect((await rowById(notification.id))?.read).toBe(true);
    expect(await unreadCount(cookie)).toBe(1);
    // Again: still read, still 200.
    expect((await call('POST', `/api/notifications/${notification.id}/read`, cookie)).statusCode).toBe(200);
  });

  it("answers 404 for someone else's or a missing notification, changing nothing", async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const owner = await buildSignedInUser(ctx);
    const theirs = await buildNotification(ctx.db, { userId: owner.user.id });
    for (const id of [theirs.id, missingId]) {
      const response = await call('POST', `/api/notifications/${id}/read`, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ code: 'not_found', message: nm.notFound });
    }
    expect((await rowById(theirs.id))?.read).toBe(false);
  });

  it('answers a malformed id with 404 (as an unknown one) and a visitor with 401', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const notification = await buildNotification(ctx.db, { userId: user.id });
    const malformed = await call('POST', '/api/notifications/pas-un-id/read', cookie);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error.message).toBe(nm.notFound);
    expect((await call('POST', `/api/notifications/${notification.id}/read`)).statusCode).toBe(401);
    expect((await rowById(notification.id))?.read).toBe(false);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks all my unread notifications read, and only mine', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const other = await buildSignedInUser(ctx);
    await buildNotifications(ctx.db, user.id, 5, (index) => ({ read: index === 0 }));
    await buildNotification(ctx.db, { userId: other.user.id });
    const response = await call('POST', '/api/notifications/read-all', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 4 });
    expect((await rowsOf(user.id)).every((row) => row.read)).toBe(true);
    expect(await unreadCount(other.cookie)).toBe(1);
    expect((await call('POST', '/api/notifications/read-all', cookie)).json()).toEqual({ updated: 0 });
  });

  it('refuses a visitor with 401', async () => {
    expect((await call('POST', '/api/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes my notification', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const notification = await buildNotification(ctx.db, { userId: user.id });
    const kept = await buildNotification(ctx.db, { userId: user.id });
    const response = await call('DELETE', `/api/notifications/${notification.id}`, cookie);
    expect(response.statusCode).toBe(204);
    expect((await rowsOf(user.id)).map((row) => row.id)).toEqual([kept.id]);
    expect((await call('DELETE', `/api/notifications/${notification.id}`, cookie)).statusCode).toBe(404);
  });

  it("answers 404 for someone else's notification and keeps it", async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const owner = await buildSignedInUser(ctx);
    const theirs = await buildNotification(ctx.db, { userId: owner.user.id });
    const response = await call('DELETE', `/api/notifications/${theirs.id}`, cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'not_found', message: nm.notFound });
    expect(await rowById(theirs.id)).toBeDefined();
  });

  it('answers a malformed id with 404 (as an unknown one) and a visitor with 401', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const notification = await buildNotification(ctx.db, { userId: user.id });
    const malformed = await call('DELETE', '/api/notifications/123', cookie);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toEqual({ code: 'not_found', message: nm.notFound });
    expect((await call('DELETE', `/api/notifications/${notification.id}`)).statusCode).toBe(401);
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, notification.id), eq(notifications.userId, user.id)));
    expect(row).toBeDefined();
  });
});
