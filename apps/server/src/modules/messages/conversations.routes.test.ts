import { randomUUID } from 'node:crypto';
import { messagingMessages as m, messagePreviewLength } from '@plateau/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildMessage } from '../../test/message-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const get = (url: string, cookie?: string) => ctx.request({ method: 'GET', url, cookie });
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
/** A word no other test uses, so searches see only this test's members. */
const uniqueWord = () =>
  `Zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

type Summary = {
  id: string;
  otherUser: { fullName: string; deleted: boolean };
  lastMessage: { content: string; isUnread: boolean; fromMe: boolean; read: boolean; timestamp: string };
  unreadCount: number;
};

describe('GET /api/conversations', () => {
  it('lists one entry per member, latest first, with the last message, unread mark and counts', async () => {
    const me = await buildSignedInUser(ctx);
    const julien = await buildUser(ctx.db, { fullName: 'Julien Moreau', profession: 'Producteur' });
    const chloe = await buildUser(ctx.db, { fullName: 'Chloé Bernard' });
    const sophie = await buildUser(ctx.db, { fullName: 'Sophie Lefèvre' });
    await buildMessage(ctx.db, {
      senderId: me.user.id,
      receiverId: julien.id,
      createdAt: ago(300),
      read: true,
    });
    await buildMessage(ctx.db, {
      senderId: julien.id,
      receiverId: me.user.id,
      createdAt: ago(200),
      content: 'Budget ok',
    });
    await buildMessage(ctx.db, {
      senderId: chloe.id,
      receiverId: me.user.id,
      createdAt: ago(100),
      content: 'Un',
    });
    await buildMessage(ctx.db, {
      senderId: chloe.id,
      receiverId: me.user.id,
      createdAt: ago(50),
      content: 'Deux',
    });
    await buildMessage(ctx.db, {
      senderId: me.user.id,
      receiverId: sophie.id,
      createdAt: ago(10),
      content: 'Vu ?',
      read: true,
    });
    // Someone else's conversation never shows.
    await buildMessage(ctx.db, { senderId: julien.id, receiverId: chloe.id, content: 'Pas pour moi' });

    const response = await get('/api/conversations', me.cookie);
    expect(response.statusCode).toBe(200);
    const { items, nextCursor } = response.json() as { items: Summary[]; nextCursor: string | null };
    expect(nextCursor).toBeNull();
    expect(items.map((item) => item.id)).toEqual([sophie.id, chloe.id, julien.id]);
    expect(items[0]).toMatchObject({
      otherUser: { fullName: 'Sophie Lefèvre' },
      lastMessage: { content: 'Vu ?', fromMe: true, read: true, isUnread: false },
      unreadCount: 0,
    });
    expect(items[1]).toMatchObject({
      lastMessage: { content: 'Deux', fromMe: false, isUnread: true },
      unreadCount: 2,
    });
    expect(items[2]).toMatchObject({
      otherUser: { id: julien.id, fullName: 'Julien Moreau', profession: 'Producteur', avatarUrl: null },
      lastMessage: { content: 'Budget ok', isUnread: true },
      unreadCount: 1,
    });
    expect(new Date(items[2]?.lastMessage.timestamp ?? '').getTime()).toBeLessThan(Date.now());
    expect(response.body).not.toContain('Pas pour moi');
    expect(response.body).not.toContain(julien.email);

    const unread = await get('/api/conversations/unread-count', me.cookie);
    expect(unread.json()).toEqual({ count: 2, requests: 0 });
    await ctx.request({ method: 'POST', url: `/api/conversations/${chloe.id}/read`, cookie: me.cookie });
    expect((await get('/api/conversations/unread-count', me.cookie)).json()).toEqual({
      count: 1,
      requests: 0,
    });
    const after = (await get('/api/conversations', me.cookie)).json() as { items: Summary[] };
    expect(after.items[1]).toMatchObject({ lastMessage: { isUnread: false }, unreadCount: 0 });
  });

  it('reads the whole list in one query, whatever the number of conversations', async () => {
    const me = await buildSignedInUser(ctx);
    for (let index = 0; index < 6; index += 1) {
      const other = await buildUser(ctx.db);
      await buildMessage(ctx.db, { senderId: other.id, receiverId: me.user.id });
    }
    // Every statement reaches the driver: PostgreSQL's pool or PGlite. Two a request: the session check, the list.
    await get('/api/conversations', me.cookie);
    const { pool, pglite } = ctx.app.database;
    const statements = pool
      ? vi.spyOn(pool, 'query')
      : vi.spyOn(pglite as NonNullable<typeof pglite>, 'query');
    const response = await get('/api/conversations', me.cookie);
    expect(response.json().items).toHaveLength(6);
    expect(statements).toHaveBeenCalledTimes(2);
    statements.mockRestore();
  });

  it('shortens a long last message and shows a deleted member as Utilisateur supprimé', async () => {
    const me = await buildSignedInUser(ctx);
    const gone = await buildUser(ctx.db, { fullName: 'Nom Effacé', deletedAt: new Date() });
    await buildMessage(ctx.db, { senderId: gone.id, receiverId: me.user.id, content: 'y'.repeat(1000) });
    const response = await get('/api/conversations', me.cookie);
    const [item] = response.json().items as Summary[];
    expect(item?.otherUser).toMatchObject({ fullName: m.deletedUser, deleted: true });
    expect(item?.lastMessage.content).toBe(`${'y'.repeat(messagePreviewLength)}…`);
    expect(response.body).not.toContain('Nom Effacé');
  });

  it('searches contacts by name ignoring case and accents, and pages with a cursor', async () => {
    const me = await buildSignedInUser(ctx);
    const word = uniqueWord();
    for (let index = 0; index < 5; index += 1) {
      const other = await buildUser(ctx.db, { fullName: `Élodie ${word} ${index}` });
      await buildMessage(ctx.db, { senderId: other.id, receiverId: me.user.id, createdAt: ago(100 - index) });
    }
    const lone = await buildUser(ctx.db, { fullName: 'Marc Solo' });
    await buildMessage(ctx.db, { senderId: me.user.id, receiverId: lone.id });

    const found = await get(
      `/api/conversations?q=${encodeURIComponent(`elodie ${word.toUpperCase()}`)}`,
      me.cookie,
    );
    expect(found.json().items.map((item: Summary) => item.otherUser.fullName)).toEqual(
      [4, 3, 2, 1, 0].map((index) => `Élodie ${word} ${index}`),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await get(`/api/conversations?limit=2${query}`, me.cookie);
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: Summary[]; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item) => item.otherUser.fullName));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Marc Solo', ...[4, 3, 2, 1, 0].map((index) => `Élodie ${word} ${index}`)]);
  });

  it('is empty for a new member; refuses visitors, forged cursors and overlong searches', async () => {
    const me = await buildSignedInUser(ctx);
    expect((await get('/api/conversations', me.cookie)).json()).toEqual({ items: [], nextCursor: null });
    expect((await get('/api/conversations/unread-count', me.cookie)).json()).toEqual({
      count: 0,
      requests: 0,
    });
    expect((await get('/api/conversations')).statusCode).toBe(401);
    expect((await get('/api/conversations/unread-count')).statusCode).toBe(401);
    expect((await get('/api/conversations?cursor=zzz', me.cookie)).statusCode).toBe(400);
    const long = await get(`/api/conversations?q=${'a'.repeat(101)}`, me.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('La recherche doit contenir au plus 100 caractères');
  });
});

describe('GET /api/conversations/members', () => {
  it('lists other living members by full name ascending, searchable, paged', async () => {
    const word = uniqueWord();
    const me = await buildSignedInUser(ctx, { fullName: `Moi ${word}` });
    const names = ['Zoé', 'Adèle', 'Benoît', 'adrien', 'Émile'].map((first) => `${first} ${word}`);
    for (const fullName of names) await buildUser(ctx.db, { fullName, profession: 'Comédien' });
    await buildUser(ctx.db, { fullName: `Supprimé ${word}`, deletedAt: new Date() });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await get(`/api/conversations/members?q=${word.toLowerCase()}&limit=2${query}`, me.cookie);
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: Array<{ fullName: string }>; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(2);
      seen.push(...body.items.map((item) => item.fullName));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(seen).not.toContain(`Moi ${word}`);
    expect(seen).not.toContain(`Supprimé ${word}`);
    const sorted = await get(`/api/conversations/members?q=${word}`, me.cookie);
    const first = sorted.json().items[0];
    expect(Object.keys(first).sort()).toEqual(['avatarUrl', 'fullName', 'id', 'profession']);
    // The database's collation orders the names; the page follows it page after page.
    expect(sorted.json().items.map((item: { fullName: string }) => item.fullName)).toEqual(seen);

    const accent = await get(
      `/api/conversations/members?q=${encodeURIComponent(`emile ${word}`)}`,
      me.cookie,
    );
    expect(accent.json().items.map((item: { fullName: string }) => item.fullName)).toEqual([`Émile ${word}`]);
  });

  it('starts at the beginning of the alphabet without a search, and refuses visitors and forged cursors', async () => {
    const me = await buildSignedInUser(ctx);
    const page = await get('/api/conversations/members', me.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json().items.length).toBeGreaterThan(0);
    expect(page.json().items.length).toBeLessThanOrEqual(20);
    expect((await get('/api/conversations/members')).statusCode).toBe(401);
    expect((await get('/api/conversations/members?cursor=abc', me.cookie)).statusCode).toBe(400);
  });
});
