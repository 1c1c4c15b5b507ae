import {
  fill,
  messagingMessages as m,
  maxMessageLength,
  notificationTexts,
  messages as shared,
} from '@plateau/shared';
import { and, eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildMessage, buildThread } from '../../test/message-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const send = (to: string, payload: unknown, cookie?: string) =>
  ctx.request({
    method: 'POST',
    url: `/api/conversations/${to}/messages`,
    payload: payload as Record<string, unknown>,
    cookie,
  });
const get = (url: string, cookie?: string) => ctx.request({ method: 'GET', url, cookie });
const between = (a: string, b: string) =>
  ctx.db
    .select()
    .from(messages)
    .where(
      or(
        and(eq(messages.senderId, a), eq(messages.receiverId, b)),
        and(eq(messages.senderId, b), eq(messages.receiverId, a)),
      ),
    );
const pair = async (): Promise<[Member, Member]> => [
  await buildSignedInUser(ctx, { fullName: 'Alice Expéditrice' }),
  await buildSignedInUser(ctx, { fullName: 'Bruno Destinataire', profession: 'Monteur' }),
];

describe('POST /api/conversations/:userId/messages', () => {
  it('stores the trimmed text, answers the message and notifies the recipient', async () => {
    const [alice, bruno] = await pair();
    const response = await send(bruno.user.id, { content: '  Bonjour Bruno !  ' }, alice.cookie);
    expect(response.statusCode).toBe(201);
    const { message } = response.json();
    expect(message).toMatchObject({
      senderId: alice.user.id,
      receiverId: bruno.user.id,
      content: 'Bonjour Bruno !',
      read: false,
      fromMe: true,
    });
    expect(new Date(message.createdAt).toISOString()).toBe(message.createdAt);
    const stored = await between(alice.user.id, bruno.user.id);
    expect(stored.map((row) => row.content)).toEqual(['Bonjour Bruno !']);
    const notes = await ctx.db.select().from(notifications).where(eq(notifications.userId, bruno.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'message',
      content: fill(notificationTexts.message, { name: 'Alice Expéditrice' }),
      relatedId: alice.user.id,
      read: false,
    });
    expect(notes[0]?.content).toBe('Alice Expéditrice vous a envoyé un message.');
  });

  it('keeps HTML as plain text', async () => {
    const [alice, bruno] = await pair();
    const html = '<script>alert("x")</script><b>gras</b>';
    const response = await send(bruno.user.id, { content: html }, alice.cookie);
    expect(response.statusCode).toBe(201);
    const thread = await get(`/api/conversations/${alice.user.id}/messages`, bruno.cookie);
    expect(thread.json().items[0].content).toBe(html);
  });

  it('refuses empty, blank, missing or too long text with a French message, storing nothing', async () => {
    const [alice, bruno] = await pair();
    const cases: Array<[unknown, string]> = [
      [{ content: '' }, m.contentRequired],
      [{ content: ' \n\t ' }, m.contentRequired],
      [{}, m.contentRequired],
      [
        { content: 'x'.repeat(maxMessageLength + 1) },
        `Le message doit contenir au plus ${maxMessageLength} caractères`,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send(bruno.user.id, payload, alice.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', message });
    }
    expect(await send(bruno.user.id, { content: 'x'.repeat(maxMessageLength) }, alice.cookie)).toHaveProperty(
      'statusCode',
      201,
    );
    expect(await between(alice.user.id, bruno.user.id)).toHaveLength(1);
  });

  it('refuses an unknown, malformed or deleted recipient (404) and oneself (400)', async () => {
    const alice = await buildSignedInUser(ctx);
    const gone = await buildUser(ctx.db, { deletedAt: new Date() });
    for (const id of [missingId, 'pas-un-id', gone.id]) {
      const response = await send(id, { content: 'Bonjour' }, alice.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.recipientNotFound);
    }
    const self = await send(alice.user.id, { content: 'Bonjour' }, alice.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(m.cannotMessageSelf);
    const stored = await ctx.db.select().from(messages).where(eq(messages.senderId, alice.user.id));
    expect(stored).toHaveLength(0);
  });

  it('refuses a visitor (401)', async () => {
    const bruno = await buildUser(ctx.db);
    const response = await send(bruno.id, { content: 'Bonjour' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(shared.api.unauthorized);
  });

  it('refuses more than 20 messages in 10 s (429, French message), storing nothing more', async () => {
    const [alice, bruno] = await pair();
    const responses = await Promise.all(
      Array.from({ length: 25 }, (_, index) => send(bruno.user.id, { content: `n° ${index}` }, alice.cookie)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().error).toEqual({ code: 'too_many_requests', message: m.tooManyMessages });
    expect(refused[0]?.headers['retry-after']).toBe('10');
    expect(await between(alice.user.id, bruno.user.id)).toHaveLength(20);
    // Other senders are not affected.
    expect((await send(alice.user.id, { content: 'Réponse' }, bruno.cookie)).statusCode).toBe(201);
  });
});

describe('GET /api/conversations/:userId/messages', () => {
  it('pages the thread backwards: newest 50 first, then older ones, both directions, no repeat', async () => {
    const [alice, bruno] = await pair();
    await buildThread(ctx.db, alice.user.id, bruno.user.id, 120);
    const first = await get(`/api/conversations/${bruno.user.id}/messages`, alice.cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(50);
    expect(page1.items[0]).toMatchObject({ content: 'Message 120', fromMe: false, senderId: bruno.user.id });
    expect(page1.items[1]).toMatchObject({ content: 'Message 119', fromMe: true });
    const seen: string[] = page1.items.map((item: { content: string }) => item.content);
    let cursor: string | null = page1.nextCursor;
    while (cursor) {
      const next = await get(`/api/conversations/${bruno.user.id}/messages?cursor=${cursor}`, alice.cookie);
      const body = next.json();
      seen.push(...body.items.map((item: { content: string }) => item.content));
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, index) => `Message ${120 - index}`));
  });

  it('never mixes in another conversation, and a third member reads nothing of it', async () => {
    const [alice, bruno] = await pair();
    const carole = await buildSignedInUser(ctx);
    await buildMessage(ctx.db, { senderId: alice.user.id, receiverId: bruno.user.id, content: 'Privé A-B' });
    await buildMessage(ctx.db, { senderId: carole.user.id, receiverId: alice.user.id, content: 'Privé C-A' });
    const ab = await get(`/api/conversations/${bruno.user.id}/messages`, alice.cookie);
    expect(ab.json().items.map((item: { content: string }) => item.content)).toEqual(['Privé A-B']);
    // Carole asking for Alice's conversation gets only her own messages with Alice, never A-B.
    const ca = await get(`/api/conversations/${alice.user.id}/messages`, carole.cookie);
    expect(ca.json().items.map((item: { content: string }) => item.content)).toEqual(['Privé C-A']);
    const cb = await get(`/api/conversations/${bruno.user.id}/messages`, carole.cookie);
    expect(cb.json().items).toEqual([]);
    expect(cb.body).not.toContain('Privé A-B');
  });

  it('answers 400 for a forged cursor, 404 for an unknown or malformed member, 401 for a visitor', async () => {
    const [alice, bruno] = await pair();
    const forged = await get(`/api/conversations/${bruno.user.id}/messages?cursor=abc`, alice.cookie);
    expect(forged.statusCode).toBe(400);
    for (const id of [missingId, 'abc']) {
      const response = await get(`/api/conversations/${id}/messages`, alice.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.userNotFound);
    }
    expect((await get(`/api/conversations/${bruno.user.id}/messages`)).statusCode).toBe(401);
  });
});

describe('GET /api/conversations/:userId', () => {
  it('gives the other member (no e-mail) and whether one may write', async () => {
    const [alice, bruno] = await pair();
    const response = await get(`/api/conversations/${bruno.user.id}`, alice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      otherUser: {
        id: bruno.user.id,
        fullName: 'Bruno Destinataire',
        avatarUrl: null,
        profession: 'Monteur',
        deleted: false,
      },
      canSend: true,
      isRequest: false,
    });
    expect(response.body).not.toContain(bruno.user.email);
  });

  it('shows a deleted member with history as Utilisateur supprimé (read only); otherwise 404', async () => {
    const alice = await buildSignedInUser(ctx);
    const gone = await buildUser(ctx.db, { fullName: 'Nom Caché', deletedAt: new Date() });
    const stranger = await buildUser(ctx.db, { deletedAt: new Date() });
    await buildMessage(ctx.db, { senderId: gone.id, receiverId: alice.user.id, content: 'Ancien message' });
    const response = await get(`/api/conversations/${gone.id}`, alice.cookie);
    expect(response.json()).toEqual({
      otherUser: { id: gone.id, fullName: m.deletedUser, avatarUrl: null, profession: null, deleted: true },
      canSend: false,
      isRequest: false,
    });
    expect(response.body).not.toContain('Nom Caché');
    const thread = await get(`/api/conversations/${gone.id}/messages`, alice.cookie);
    expect(thread.json().items).toHaveLength(1);
    for (const id of [stranger.id, missingId, 'x', alice.user.id]) {
      const missing = await get(`/api/conversations/${id}`, alice.cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(m.userNotFound);
    }
  });
});

describe('POST /api/conversations/:userId/read', () => {
  it('marks read what the other member sent, not what one sent; the sender then sees read (Vu)', async () => {
    const [alice, bruno] = await pair();
    await buildMessage(ctx.db, { senderId: alice.user.id, receiverId: bruno.user.id, content: 'Un' });
    await buildMessage(ctx.db, { senderId: alice.user.id, receiverId: bruno.user.id, content: 'Deux' });
    await buildMessage(ctx.db, { senderId: bruno.user.id, receiverId: alice.user.id, content: 'Trois' });
    const read = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${alice.user.id}/read`,
      cookie: bruno.cookie,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 2 });
    const rows = await between(alice.user.id, bruno.user.id);
    expect(rows.filter((row) => row.senderId === alice.user.id).every((row) => row.read)).toBe(true);
    expect(rows.find((row) => row.content === 'Trois')?.read).toBe(false);
    const thread = await get(`/api/conversations/${bruno.user.id}/messages`, alice.cookie);
    const mine = thread.json().items.filter((item: { fromMe: boolean }) => item.fromMe);
    expect(mine.every((item: { read: boolean }) => item.read)).toBe(true);
    const again = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${alice.user.id}/read`,
      cookie: bruno.cookie,
    });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it("reads the conversation's message notifications too, and only those", async () => {
    const [alice, bruno] = await pair();
    const carla = await buildSignedInUser(ctx, { fullName: 'Carla Autre' });
    expect((await send(bruno.user.id, { content: 'Bonjour' }, alice.cookie)).statusCode).toBe(201);
    expect((await send(bruno.user.id, { content: 'Salut' }, carla.cookie)).statusCode).toBe(201);
    const unread = async () =>
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, bruno.user.id)))
        .filter((row) => !row.read)
        .map((row) => row.relatedId);
    expect(await unread()).toHaveLength(2);
    await ctx.request({
      method: 'POST',
      url: `/api/conversations/${alice.user.id}/read`,
      cookie: bruno.cookie,
    });
    expect(await unread()).toEqual([carla.user.id]);
  });

  it('answers 404 for an unknown member and 401 for a visitor', async () => {
    const alice = await buildSignedInUser(ctx);
    const unknown = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${missingId}/read`,
      cookie: alice.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const visitor = await ctx.request({ method: 'POST', url: `/api/conversations/${alice.user.id}/read` });
    expect(visitor.statusCode).toBe(401);
  });
});
