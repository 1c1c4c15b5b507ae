import { randomUUID } from 'node:crypto';
import {
  apiMessages,
  blockMessages as bm,
  messagingMessages,
  networkMessages,
  profileMessages,
  projectMessages,
} from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, connections, messages, projectJoinRequests, projectMembers } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildMessage } from '../../test/message-factories';
import { buildConnection, buildJoinRequest, buildProject } from '../../test/project-factories';
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
const block = (member: Member, userId: unknown) =>
  ctx.request({ method: 'POST', url: '/api/blocks', payload: { userId }, cookie: member.cookie });
const unblock = (member: Member, userId: string) =>
  ctx.request({ method: 'DELETE', url: `/api/blocks/${userId}`, cookie: member.cookie });
const send = (member: Member, userId: string, content = 'Bonjour') =>
  ctx.request({
    method: 'POST',
    url: `/api/conversations/${userId}/messages`,
    payload: { content },
    cookie: member.cookie,
  });
const blocksOf = (blockerId: string) => ctx.db.select().from(blocks).where(eq(blocks.blockerId, blockerId));
const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);
/** The ids of the dashboard's suggestions ('Mon réseau' widget, expanded). */
const suggestionsOf = async (member: Member) =>
  (
    (await get(member, '/api/dashboard?widget=network&expanded=true')).json().network.suggestions as Array<{
      person: { id: string };
    }>
  ).map((suggestion) => suggestion.person.id);

/** Alice (who blocks) and Bruno (blocked), with unique names the searches find. */
async function pair(): Promise<{ alice: Member; bruno: Member; word: string }> {
  const word = `Zq${randomUUID().slice(0, 8)}`;
  return {
    alice: await buildSignedInUser(ctx, { fullName: `Alice ${word}`, skills: [`Montage ${word}`] }),
    bruno: await buildSignedInUser(ctx, { fullName: `Bruno ${word}`, skills: [`Montage ${word}`] }),
    word,
  };
}

describe('POST /api/blocks, GET /api/me/blocks, DELETE /api/blocks/{userId}', () => {
  it('refuses blocking oneself or an unknown member in French, nothing stored', async () => {
    const { alice } = await pair();
    const self = await block(alice, alice.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(bm.cannotBlockSelf);
    const unknown = await block(alice, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(bm.userNotFound);
    const malformed = await block(alice, 'pas-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(bm.userNotFound);
    expect(await blocksOf(alice.user.id)).toEqual([]);
    const notBlocked = await unblock(alice, randomUUID());
    expect(notBlocked.statusCode).toBe(404);
    expect(notBlocked.json().error.message).toBe(bm.notBlocked);
  });

  it('blocks once, lists the blocked member, withdraws the pending requests between the two', async () => {
    const { alice, bruno } = await pair();
    await buildConnection(ctx.db, bruno.user.id, alice.user.id, 'en attente');
    const aliceProject = await buildProject(ctx.db, { userId: alice.user.id });
    const brunoProject = await buildProject(ctx.db, { userId: bruno.user.id });
    await buildJoinRequest(ctx.db, { projectId: aliceProject.id, userId: bruno.user.id });
    await buildJoinRequest(ctx.db, { projectId: brunoProject.id, userId: alice.user.id });

    const first = await block(alice, bruno.user.id);
    expect(first.statusCode).toBe(201);
    expect(first.json().block).toMatchObject({ id: bruno.user.id, fullName: bruno.user.fullName });
    expect((await block(alice, bruno.user.id)).statusCode).toBe(201);
    expect(await blocksOf(alice.user.id)).toHaveLength(1);

    const list = await get(alice, '/api/me/blocks');
    expect(ids(list.json().items)).toEqual([bruno.user.id]);
    expect((await get(bruno, '/api/me/blocks')).json().items).toEqual([]);
    expect(await ctx.db.select().from(connections).where(eq(connections.userId, bruno.user.id))).toEqual([]);
    for (const project of [aliceProject, brunoProject]) {
      expect(
        await ctx.db.select().from(projectJoinRequests).where(eq(projectJoinRequests.projectId, project.id)),
      ).toEqual([]);
    }

    expect((await unblock(alice, bruno.user.id)).statusCode).toBe(204);
    expect((await get(alice, '/api/me/blocks')).json().items).toEqual([]);
  });

  it('pages ‘Membres bloqués’ with a cursor, the latest block first, and finds one member by id', async () => {
    const { alice } = await pair();
    const others: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const other = await buildSignedInUser(ctx);
      expect((await block(alice, other.user.id)).statusCode).toBe(201);
      others.push(other.user.id);
    }
    const first = await get(alice, '/api/me/blocks?limit=2');
    expect(first.statusCode).toBe(200);
    expect(ids(first.json().items)).toEqual([others[2], others[1]]);
    const cursor = first.json().nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await get(alice, `/api/me/blocks?limit=2&cursor=${cursor}`);
    expect(ids(second.json().items)).toEqual([others[0]]);
    expect(second.json().nextCursor).toBeNull();
    const one = await get(alice, `/api/me/blocks?userId=${others[1]}`);
    expect(ids(one.json().items)).toEqual([others[1]]);
    expect((await get(alice, `/api/me/blocks?userId=${randomUUID()}`)).json().items).toEqual([]);
    const badCursor = await get(alice, '/api/me/blocks?cursor=pas-un-curseur');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.message).toBe(apiMessages.invalidCursor);
    const tooMany = await get(alice, '/api/me/blocks?limit=1000');
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('a block, seen by the blocked member (as if the blocker did not exist) and by the blocker', () => {
  it('refuses messages, connection requests, the profile, joining and being added; unblocking restores', async () => {
    const { alice, bruno, word } = await pair();
    expect(await suggestionsOf(bruno)).toContain(alice.user.id);
    await buildMessage(ctx.db, { senderId: bruno.user.id, receiverId: alice.user.id, content: 'Avant' });
    expect((await block(alice, bruno.user.id)).statusCode).toBe(201);

    const message = await send(bruno, alice.user.id, 'Tu es là ?');
    expect(message.statusCode).toBe(404);
    expect(message.json().error.message).toBe(messagingMessages.recipientNotFound);
    const reverse = await send(alice, bruno.user.id);
    expect(reverse.statusCode).toBe(404);
    const stored = await ctx.db.select().from(messages).where(eq(messages.senderId, bruno.user.id));
    expect(stored.map((row) => row.content)).toEqual(['Avant']);

    const connect = await ctx.request({
      method: 'POST',
      url: '/api/connections',
      payload: { userId: alice.user.id },
      cookie: bruno.cookie,
    });
    expect(connect.statusCode).toBe(404);
    expect(connect.json().error.message).toBe(networkMessages.userNotFound);

    const profile = await get(bruno, `/api/users/${alice.user.id}`);
    expect(profile.statusCode).toBe(404);
    expect(profile.json().error.message).toBe(profileMessages.userNotFound);
    // The blocker still opens the blocked member's profile (to unblock from it).
    expect((await get(alice, `/api/users/${bruno.user.id}`)).statusCode).toBe(200);

    const aliceProject = await buildProject(ctx.db, { userId: alice.user.id });
    const join = await ctx.request({
      method: 'POST',
      url: `/api/projects/${aliceProject.id}/join-requests`,
      payload: { role: 'Monteur vidéo' },
      cookie: bruno.cookie,
    });
    expect(join.statusCode).toBe(404);
    expect(join.json().error.message).toBe(projectMessages.notFound);

    const brunoProject = await buildProject(ctx.db, { userId: bruno.user.id });
    await buildConnection(ctx.db, bruno.user.id, alice.user.id, 'accepté');
    const add = await ctx.request({
      method: 'POST',
      url: `/api/projects/${brunoProject.id}/members`,
      payload: { userId: alice.user.id, role: 'acteur' },
      cookie: bruno.cookie,
    });
    expect(add.statusCode).toBe(404);
    expect(add.json().error.message).toBe(projectMessages.userNotFound);
    const candidates = await get(bruno, `/api/projects/${brunoProject.id}/member-candidates?q=${word}`);
    expect(candidates.json().items).toEqual([]);
    expect(
      await ctx.db.select().from(projectMembers).where(eq(projectMembers.projectId, brunoProject.id)),
    ).toEqual([]);

    // Nobody finds the other in the talents, the new-conversation picker; the blocker's conversation is gone.
    // (The directory lists the member themself: each one only finds themself.)
    expect(ids((await get(bruno, `/api/talents?q=${word}`)).json().items)).toEqual([bruno.user.id]);
    expect(ids((await get(alice, `/api/talents?q=${word}`)).json().items)).toEqual([alice.user.id]);
    expect((await get(bruno, `/api/conversations/members?q=${word}`)).json().items).toEqual([]);
    expect(await suggestionsOf(bruno)).not.toContain(alice.user.id);
    expect((await get(alice, '/api/conversations')).json().items).toEqual([]);
    expect((await get(alice, `/api/conversations/${bruno.user.id}`)).statusCode).toBe(404);

    expect((await unblock(alice, bruno.user.id)).statusCode).toBe(204);
    expect((await send(bruno, alice.user.id, 'Merci')).statusCode).toBe(201);
    expect((await get(bruno, `/api/users/${alice.user.id}`)).statusCode).toBe(200);
    expect(ids((await get(bruno, `/api/talents?q=${word}`)).json().items)).toContain(alice.user.id);
    expect(ids((await get(bruno, `/api/conversations/members?q=${word}`)).json().items)).toEqual([
      alice.user.id,
    ]);
    expect(ids((await get(alice, '/api/conversations')).json().items)).toEqual([bruno.user.id]);
    expect(
      await ctx.db
        .select()
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, brunoProject.id), eq(projectMembers.userId, alice.user.id))),
    ).toEqual([]);
  });
});
