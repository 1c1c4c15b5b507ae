import { apiMessages, networkMessages as m, type RealtimeServerMessage } from '@plateau/shared';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, notifications, users } from '../../db/schema';
import { openMemberSocket, realtimeUrl, type TestSocket } from '../../realtime/test-socket';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const request = (member: Member, userId: string) =>
  ctx.request({ method: 'POST', url: '/api/connections', payload: { userId }, cookie: member.cookie });
const answer = (member: Member, id: string, status: string) =>
  ctx.request({ method: 'PATCH', url: `/api/connections/${id}`, payload: { status }, cookie: member.cookie });
const remove = (member: Member, id: string) =>
  ctx.request({ method: 'DELETE', url: `/api/connections/${id}`, cookie: member.cookie });
const stateOf = async (viewer: Member, other: { id: string }) => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/connections/status/${other.id}`,
    cookie: viewer.cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.json().state as string;
};
const list = (member: Member, query: string) =>
  ctx.request({ method: 'GET', url: `/api/connections?${query}`, cookie: member.cookie });

/** Every connection row of the pair, whichever direction. */
const pairRows = (a: string, b: string) =>
  ctx.db
    .select()
    .from(connections)
    .where(
      or(
        and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
        and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
      ),
    );
const notificationsOf = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

async function pair(): Promise<[Member, Member]> {
  return [
    await buildSignedInUser(ctx, { fullName: 'Alice Réal' }),
    await buildSignedInUser(ctx, { fullName: 'Bruno Monteur' }),
  ];
}

describe('POST /api/connections', () => {
  it('creates a pending request and notifies the recipient in French', async () => {
    const [alice, bruno] = await pair();
    const response = await request(alice, bruno.user.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().connection).toMatchObject({
      userId: alice.user.id,
      connectedUserId: bruno.user.id,
      status: 'en attente',
    });
    const rows = await notificationsOf(bruno.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'connection',
      content: 'Alice Réal souhaite se connecter avec vous.',
      read: false,
      relatedId: alice.user.id,
    });
    expect(await stateOf(alice, bruno.user)).toBe('pending_sent');
    expect(await stateOf(bruno, alice.user)).toBe('pending_received');
  });

  it('refuses a request to oneself, an unknown, a deleted or a malformed member, storing nothing', async () => {
    const alice = await buildSignedInUser(ctx);
    const deleted = await buildUser(ctx.db, { deletedAt: new Date() });
    const self = await request(alice, alice.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(m.notYourself);
    for (const id of ['6f1c1c0e-0000-4000-8000-000000000000', deleted.id]) {
      const response = await request(alice, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(m.userNotFound);
    }
    const malformed = await request(alice, 'pas-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(m.userNotFound);
    const rows = await ctx.db.select().from(connections).where(eq(connections.userId, alice.user.id));
    expect(rows).toHaveLength(0);
  });

  it('answers alreadyExists (409) while a pending or accepted connection exists in either direction', async () => {
    const [alice, bruno] = await pair();
    expect((await request(alice, bruno.user.id)).statusCode).toBe(201);
    for (const [from, to] of [
      [alice, bruno],
      [bruno, alice],
    ] as const) {
      const again = await request(from, to.user.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(m.alreadyExists);
    }
    const [row] = await pairRows(alice.user.id, bruno.user.id);
    expect((await answer(bruno, row?.id ?? '', 'accepté')).statusCode).toBe(200);
    expect((await request(bruno, alice.user.id)).statusCode).toBe(409);
    expect(await pairRows(alice.user.id, bruno.user.id)).toHaveLength(1);
    expect(await notificationsOf(bruno.user.id)).toHaveLength(1);
  });

  it('lets a refused request be asked again, overwriting it with a pending one', async () => {
    const [alice, bruno] = await pair();
    const id = (await request(alice, bruno.user.id)).json().connection.id;
    expect((await answer(bruno, id, 'refusé')).json().connection.status).toBe('refusé');
    expect(await stateOf(alice, bruno.user)).toBe('rejected');

    const again = await request(alice, bruno.user.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().connection).toMatchObject({ id, status: 'en attente' });
    // The refuser may ask too: the pair keeps one row, now in the other direction.
    expect((await answer(bruno, id, 'refusé')).statusCode).toBe(200);
    const reverse = await request(bruno, alice.user.id);
    expect(reverse.statusCode).toBe(201);
    const rows = await pairRows(alice.user.id, bruno.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: bruno.user.id, status: 'en attente' });
  });

  it('requires a session', async () => {
    const bruno = await buildUser(ctx.db);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/connections',
      payload: { userId: bruno.id },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/connections/{id}', () => {
  it('lets the recipient accept, and notifies the requester', async () => {
    const [alice, bruno] = await pair();
    const id = (await request(alice, bruno.user.id)).json().connection.id;
    const response = await answer(bruno, id, 'accepté');
    expect(response.statusCode).toBe(200);
    expect(response.json().connection.status).toBe('accepté');
    const rows = await notificationsOf(alice.user.id);
    expect(rows.map((row) => row.content)).toEqual(['Bruno Monteur a accepté votre demande de connexion.']);
    // The answered request's notification is read.
    expect((await notificationsOf(bruno.user.id)).map((row) => row.read)).toEqual([true]);
    expect(await stateOf(alice, bruno.user)).toBe('connected');
    expect(await stateOf(bruno, alice.user)).toBe('connected');
  });

  it('refuses the requester (403), a stranger (404), a second answer (409) and an unknown status (400)', async () => {
    const [alice, bruno] = await pair();
    const stranger = await buildSignedInUser(ctx);
    const id = (await request(alice, bruno.user.id)).json().connection.id;

    const own = await answer(alice, id, 'accepté');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(m.onlyRecipientAnswers);
    const other = await answer(stranger, id, 'accepté');
    expect(other.statusCode).toBe(404);
    expect(other.json().error.message).toBe(m.connectionNotFound);
    const unknown = await answer(bruno, id, 'peut-être');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(m.invalidAnswer);
    const [row] = await pairRows(alice.user.id, bruno.user.id);
    expect(row?.status).toBe('en attente');

    expect((await answer(bruno, id, 'refusé')).statusCode).toBe(200);
    const twice = await answer(bruno, id, 'accepté');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(m.notPending);
    expect((await pairRows(alice.user.id, bruno.user.id))[0]?.status).toBe('refusé');
    expect(await notificationsOf(alice.user.id)).toHaveLength(0);
  });
});

describe('DELETE /api/connections/{id}', () => {
  it('lets either side remove an accepted connection', async () => {
    for (const remover of [0, 1]) {
      const members = await pair();
      const [alice, bruno] = members;
      const id = (await request(alice, bruno.user.id)).json().connection.id;
      await answer(bruno, id, 'accepté');
      const response = await remove(members[remover] as Member, id);
      expect(response.statusCode).toBe(204);
      expect(await pairRows(alice.user.id, bruno.user.id)).toHaveLength(0);
      expect(await stateOf(alice, bruno.user)).toBe('not_connected');
    }
  });

  it('lets the requester cancel a pending request, not the recipient nor a stranger', async () => {
    const [alice, bruno] = await pair();
    const stranger = await buildSignedInUser(ctx);
    const id = (await request(alice, bruno.user.id)).json().connection.id;
    const byRecipient = await remove(bruno, id);
    expect(byRecipient.statusCode).toBe(403);
    expect(byRecipient.json().error.message).toBe(m.onlyRequesterCancels);
    const byStranger = await remove(stranger, id);
    expect(byStranger.statusCode).toBe(404);
    expect(await pairRows(alice.user.id, bruno.user.id)).toHaveLength(1);
    expect((await remove(alice, id)).statusCode).toBe(204);
    expect(await pairRows(alice.user.id, bruno.user.id)).toHaveLength(0);
    const gone = await remove(alice, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(m.connectionNotFound);
  });

  it('withdraws the request notification when it is cancelled, so the unread count falls back', async () => {
    const [alice, bruno] = await pair();
    const unread = async () =>
      (
        await ctx.request({ method: 'GET', url: '/api/notifications/unread-count', cookie: bruno.cookie })
      ).json().count as number;
    const id = (await request(alice, bruno.user.id)).json().connection.id;
    expect(await unread()).toBe(1);
    expect((await remove(alice, id)).statusCode).toBe(204);
    expect(await unread()).toBe(0);
    expect(await notificationsOf(bruno.user.id)).toHaveLength(0);
  });
});

describe('request limit per pair', () => {
  it('lets a member ask the same person 3 times in 7 days, then answers 429 in French and stores nothing', async () => {
    const [alice, bruno] = await pair();
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const sent = await request(alice, bruno.user.id);
      expect(sent.statusCode).toBe(201);
      expect((await remove(alice, sent.json().connection.id)).statusCode).toBe(204);
    }
    const fourth = await request(alice, bruno.user.id);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(m.tooManyRequestsToMember);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(await pairRows(alice.user.id, bruno.user.id)).toHaveLength(0);
    expect(await notificationsOf(bruno.user.id)).toHaveLength(0);
    // Another pair is not affected: Bruno may still ask Alice, and Alice someone else.
    const carla = await buildSignedInUser(ctx);
    expect((await request(alice, carla.user.id)).statusCode).toBe(201);
  });

  it('does not count a refused request (409) against the limit', async () => {
    const [alice, bruno] = await pair();
    const first = await request(alice, bruno.user.id);
    expect(first.statusCode).toBe(201);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await request(alice, bruno.user.id)).statusCode).toBe(409);
    }
    expect((await remove(alice, first.json().connection.id)).statusCode).toBe(204);
    expect((await request(alice, bruno.user.id)).statusCode).toBe(201);
  });
});

describe('GET /api/connections', () => {
  it('lists each tab with the other member, searches without accents, and shows deleted members as deleted', async () => {
    const me = await buildSignedInUser(ctx, { fullName: 'Moi Même' });
    const friend = await buildSignedInUser(ctx, {
      fullName: 'Hélène Réalisatrice',
      profession: 'Réalisatrice',
      skills: ['Montage', 'Étalonnage', 'Son', 'Lumière'],
    });
    const asker = await buildSignedInUser(ctx, { fullName: 'Quentin Demandeur' });
    const asked = await buildSignedInUser(ctx, { fullName: 'Rose Sollicitée' });
    const gone = await buildSignedInUser(ctx, { fullName: 'Ancien Compte' });

    await answer(me, (await request(friend, me.user.id)).json().connection.id, 'accepté');
    await answer(gone, (await request(me, gone.user.id)).json().connection.id, 'accepté');
    await request(asker, me.user.id);
    await request(me, asked.user.id);
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.user.id));

    const mine = (await list(me, 'tab=connections')).json();
    expect(mine.items.map((item: { member: { fullName: string | null } }) => item.member.fullName)).toEqual([
      null,
      'Hélène Réalisatrice',
    ]);
    expect(mine.items[0].member).toMatchObject({ id: gone.user.id, deleted: true, skills: [] });
    expect(mine.items[1].member).toMatchObject({ deleted: false, skills: friend.user.skills });

    const received = (await list(me, 'tab=received')).json();
    expect(received.items.map((item: { member: { id: string } }) => item.member.id)).toEqual([asker.user.id]);
    const sent = (await list(me, 'tab=sent')).json();
    expect(sent.items.map((item: { member: { id: string } }) => item.member.id)).toEqual([asked.user.id]);

    const search = (await list(me, 'tab=connections&q=helene%20realisatrice')).json();
    expect(search.items).toHaveLength(1);
    expect(search.items[0].member.id).toBe(friend.user.id);
    expect((await list(me, 'tab=connections&q=introuvable')).json().items).toEqual([]);

    const counts = await ctx.request({ method: 'GET', url: '/api/connections/counts', cookie: me.cookie });
    expect(counts.json()).toEqual({ connections: 2, received: 1, sent: 1 });
  });

  it('pages with a cursor and refuses an unknown tab or a malformed cursor in French', async () => {
    const me = await buildSignedInUser(ctx);
    for (let i = 0; i < 3; i++) {
      const other = await buildSignedInUser(ctx);
      await request(other, me.user.id);
    }
    const first = (await list(me, 'tab=received&limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(me, `tab=received&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(3);

    const tab = await list(me, 'tab=amis');
    expect(tab.statusCode).toBe(400);
    expect(tab.json().error.message).toBe(m.invalidTab);
    const cursor = await list(me, 'tab=received&cursor=abc');
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.message).toBe(apiMessages.invalidCursor);
  });
});

describe('realtime', () => {
  const sockets: TestSocket[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
  });
  const isConnectionEvent = (message: RealtimeServerMessage) =>
    message.type === 'event' && message.event.type === 'connection.changed';
  const isNotificationEvent = (message: RealtimeServerMessage) =>
    message.type === 'event' && message.event.type === 'notification.changed';

  it('tells both members when a request is sent and accepted, and the recipient about the notification', async () => {
    const [alice, bruno] = await pair();
    const url = await realtimeUrl(ctx.app);
    const aliceSocket = await openMemberSocket(url, alice.cookie);
    const brunoSocket = await openMemberSocket(url, bruno.cookie);
    sockets.push(aliceSocket, brunoSocket);

    const id = (await request(alice, bruno.user.id)).json().connection.id;
    const expected = {
      type: 'connection.changed',
      connectionId: id,
      userIds: [alice.user.id, bruno.user.id],
    };
    expect(await aliceSocket.waitFor(isConnectionEvent)).toMatchObject({ event: expected });
    expect(await brunoSocket.waitFor(isConnectionEvent)).toMatchObject({ event: expected });
    await brunoSocket.waitFor(isNotificationEvent);

    await answer(bruno, id, 'accepté');
    await aliceSocket.waitFor(isNotificationEvent);
  });
});
