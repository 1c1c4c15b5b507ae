import { randomUUID } from 'node:crypto';
import { blockMessages as bm } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildConnection } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => {
  await ctx.app.close();
});

const get = (member: Member, url: string) => ctx.request({ method: 'GET', url, cookie: member.cookie });
const send = (member: Member, userId: string, content = 'Bonjour') =>
  ctx.request({
    method: 'POST',
    url: `/api/conversations/${userId}/messages`,
    payload: { content },
    cookie: member.cookie,
  });
const setPolicy = (member: Member, messagePolicy: unknown) =>
  ctx.request({
    method: 'PUT',
    url: '/api/me/messaging-preferences',
    payload: { messagePolicy },
    cookie: member.cookie,
  });
const answer = (member: Member, userId: string, action: 'accept' | 'delete') =>
  ctx.request(
    action === 'accept'
      ? { method: 'POST', url: `/api/conversations/${userId}/request/accept`, cookie: member.cookie }
      : { method: 'DELETE', url: `/api/conversations/${userId}/request`, cookie: member.cookie },
  );
const main = async (member: Member) =>
  ((await get(member, '/api/conversations')).json().items as Array<{ id: string }>).map((item) => item.id);
const requests = async (member: Member) =>
  ((await get(member, '/api/conversations?box=demandes')).json().items as Array<{ id: string }>).map(
    (item) => item.id,
  );
const counts = async (member: Member) => (await get(member, '/api/conversations/unread-count')).json();
const messageNotices = (userId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.userId, userId));

const member = (name: string) => buildSignedInUser(ctx, { fullName: `${name} ${randomUUID().slice(0, 6)}` });

describe("GET and PUT /api/me/messaging-preferences ('Qui peut m'écrire')", () => {
  it("is 'tout le monde' by default, stores 'connexions', refuses anything else in French", async () => {
    const alice = await member('Alice');
    expect((await get(alice, '/api/me/messaging-preferences')).json()).toEqual({
      messagePolicy: 'tout le monde',
    });
    const bad = await setPolicy(alice, 'personne');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(bm.invalidMessagePolicy);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(row?.messagePolicy).toBe('tout le monde');
    expect((await setPolicy(alice, 'connexions')).json()).toEqual({ messagePolicy: 'connexions' });
    expect((await get(alice, '/api/me/messaging-preferences')).json().messagePolicy).toBe('connexions');
  });
});

describe('message requests', () => {
  it("with 'Tout le monde', a stranger's first message lands in the main list (spec 1)", async () => {
    const [alice, bruno] = [await member('Alice'), await member('Bruno')];
    expect((await send(bruno, alice.user.id)).statusCode).toBe(201);
    expect(await main(alice)).toEqual([bruno.user.id]);
    expect(await requests(alice)).toEqual([]);
  });

  it("with 'Mes connexions uniquement': Demandes with a count and no notification, then 'Accepter'", async () => {
    const [alice, bruno, claire] = [await member('Alice'), await member('Bruno'), await member('Claire')];
    await setPolicy(alice, 'connexions');
    await buildConnection(ctx.db, claire.user.id, alice.user.id, 'accepté');

    expect((await send(bruno, alice.user.id, 'Premier message')).statusCode).toBe(201);
    expect((await send(claire, alice.user.id, 'Une connexion')).statusCode).toBe(201);
    expect(await main(alice)).toEqual([claire.user.id]);
    expect(await requests(alice)).toEqual([bruno.user.id]);
    expect(await counts(alice)).toEqual({ count: 1, requests: 1 });
    // The sender sees their conversation as usual (they are not told).
    expect(await main(bruno)).toEqual([alice.user.id]);
    const notices = await messageNotices(alice.user.id);
    expect(notices.map((notice) => notice.relatedId)).toEqual([claire.user.id]);
    expect((await get(alice, `/api/conversations/${bruno.user.id}`)).json().isRequest).toBe(true);

    // A second message of the request stays in 'Demandes'.
    await send(bruno, alice.user.id, 'Deuxième message');
    expect(await requests(alice)).toEqual([bruno.user.id]);

    expect((await answer(alice, bruno.user.id, 'accept')).statusCode).toBe(204);
    expect(await main(alice)).toEqual([bruno.user.id, claire.user.id]);
    expect(await requests(alice)).toEqual([]);
    expect((await counts(alice)).requests).toBe(0);
    expect((await get(alice, `/api/conversations/${bruno.user.id}`)).json().isRequest).toBe(false);
    // Accepted once: nothing left to accept.
    const again = await answer(alice, bruno.user.id, 'accept');
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(bm.requestNotFound);
  });

  it("'Supprimer' removes it for the recipient only; a new message opens a new request", async () => {
    const [alice, bruno] = [await member('Alice'), await member('Bruno')];
    await setPolicy(alice, 'connexions');
    await send(bruno, alice.user.id, 'Message supprimé');
    expect((await answer(alice, bruno.user.id, 'delete')).statusCode).toBe(204);
    expect(await main(alice)).toEqual([]);
    expect(await requests(alice)).toEqual([]);
    expect(await counts(alice)).toEqual({ count: 0, requests: 0 });
    expect(await main(bruno)).toEqual([alice.user.id]);

    await send(bruno, alice.user.id, 'Nouveau message');
    expect(await requests(alice)).toEqual([bruno.user.id]);
    const thread = await get(alice, `/api/conversations/${bruno.user.id}/messages`);
    expect(thread.json().items.map((item: { content: string }) => item.content)).toEqual(['Nouveau message']);
    const senderThread = await get(bruno, `/api/conversations/${alice.user.id}/messages`);
    expect(senderThread.json().items).toHaveLength(2);
  });

  it('answering a request accepts it; a stranger cannot answer for the recipient', async () => {
    const [alice, bruno, claire] = [await member('Alice'), await member('Bruno'), await member('Claire')];
    await setPolicy(alice, 'connexions');
    await send(bruno, alice.user.id);
    const stranger = await answer(claire, bruno.user.id, 'accept');
    expect(stranger.statusCode).toBe(404);
    expect(await requests(alice)).toEqual([bruno.user.id]);
    await send(alice, bruno.user.id, 'Bonjour Bruno');
    expect(await requests(alice)).toEqual([]);
    expect(await main(alice)).toEqual([bruno.user.id]);
  });
});
