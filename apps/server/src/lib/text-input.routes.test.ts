import { messages } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages as messageRows, projects, users } from '../db/schema';
import { buildSignedInUser, buildUser, uniqueEmail } from '../test/factories';
import { buildProject } from '../test/project-factories';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Text in every field (issue 27, items 4 and 11): multi-line fields keep their line breaks, names and titles
 * refuse invisible bidirectional and zero-width characters, and unreadable text (lone surrogates, invalid
 * UTF-8) is refused in French rather than stored replaced.
 */
let ctx: TestContext;
let cookie: string;
let userId: string;
let otherId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const member = await buildSignedInUser(ctx, { fullName: 'Nora Sentinelle' });
  cookie = member.cookie;
  userId = member.user.id;
  otherId = (await buildUser(ctx.db)).id;
});

const json = (payload: string | Buffer) => ({ headers: { 'content-type': 'application/json' }, payload });
const me = async () => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0];
function expectRefused(response: { statusCode: number; json: () => unknown }, message: string) {
  expect(response.statusCode).toBe(400);
  expect((response.json() as { error: { message: string } }).error.message).toBe(message);
}

describe('multi-line text', () => {
  it('accepts a bio with line breaks, \\r\\n stored as \\n', async () => {
    const response = await ctx.request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { bio: 'Monteuse.\r\n\r\nDisponible en juin,\nà Lyon.' },
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('Monteuse.\n\nDisponible en juin,\nà Lyon.');
    expect((await me())?.bio).toBe('Monteuse.\n\nDisponible en juin,\nà Lyon.');
  });

  it('accepts a project description and a message on several lines', async () => {
    const project = await ctx.request({
      method: 'POST',
      url: '/api/projects',
      payload: { title: 'Court métrage', description: 'Synopsis :\n\nune nuit à Lyon.', category: 'Film' },
      cookie,
    });
    expect(project.statusCode).toBe(201);
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${otherId}/messages`,
      payload: { content: 'Bonjour,\n\nà demain !' },
      cookie,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message.content).toBe('Bonjour,\n\nà demain !');
  });
});

describe('names and titles', () => {
  it.each(['Nora \u202Egnp.exe', 'No\u200Bra', '\u2066Nora\u2069', 'Nora\uFEFF'])(
    'refuses the full name %j in French and keeps the stored one',
    async (fullName) => {
      const response = await ctx.request({
        method: 'PATCH',
        url: '/api/me/profile',
        payload: { fullName },
        cookie,
      });
      expectRefused(response, messages.api.invisibleCharacters);
      expect((await me())?.fullName).toBe('Nora Sentinelle');
    },
  );

  it('refuses a sign-up name with U+202E, creating no account', async () => {
    const email = uniqueEmail('bidi');
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        name: 'Admin\u202E',
        email,
        password: 'motdepasse-solide',
        confirmPassword: 'motdepasse-solide',
      },
    });
    expectRefused(response, messages.api.invisibleCharacters);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a project title with a zero-width space, keeping the project as it was', async () => {
    const project = await buildProject(ctx.db, { userId, title: 'Projet témoin' });
    const response = await ctx.request({
      method: 'PATCH',
      url: `/api/projects/${project.id}`,
      payload: { title: 'Projet\u200Btémoin' },
      cookie,
    });
    expectRefused(response, messages.api.invisibleCharacters);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row?.title).toBe('Projet témoin');
  });

  it('keeps a right-to-left mark in free text (a bio)', async () => {
    const bio = 'Traductrice : \u200Fשלום\u200F';
    const response = await ctx.request({ method: 'PATCH', url: '/api/me/profile', payload: { bio }, cookie });
    expect(response.statusCode).toBe(200);
    expect((await me())?.bio).toBe(bio);
  });
});

describe('unreadable text', () => {
  it.each([
    ['a lone surrogate escape in a multi-line field', '{"bio":"Bio \\ud800 cassée"}'],
    ['a lone surrogate escape in a one-line field', '{"location":"Lyon\\udfff"}'],
    ['U+FFFD sent as an escape', '{"profession":"Monteuse \\ufffd"}'],
  ])('refuses %s in French, storing nothing', async (_, payload) => {
    const before = await me();
    const response = await ctx.request({ method: 'PATCH', url: '/api/me/profile', ...json(payload), cookie });
    expectRefused(response, messages.api.unreadableCharacters);
    expect(await me()).toEqual(before);
  });

  it('refuses a JSON body that is not UTF-8 as a whole, whatever the field', async () => {
    const before = await me();
    const bytes = (text: string, bad: number[]) => Buffer.concat([Buffer.from(text), Buffer.from(bad)]);
    for (const payload of [
      Buffer.concat([bytes('{"bio":"Bio ', [0xff, 0xfe]), Buffer.from('"}')]),
      Buffer.concat([bytes('{"fullName":"Nor', [0xe9]), Buffer.from('"}')]),
      Buffer.concat([bytes('{"', [0xed, 0xa0, 0x80]), Buffer.from('":1}')]),
    ]) {
      const response = await ctx.request({
        method: 'PATCH',
        url: '/api/me/profile',
        ...json(payload),
        cookie,
      });
      expectRefused(response, messages.api.unreadableCharacters);
      expect(response.json().error.code).toBe('invalid_json');
    }
    const deletion = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      ...json(Buffer.concat([Buffer.from('{"password":"'), Buffer.from([0xc3]), Buffer.from('"}')])),
      cookie,
    });
    expectRefused(deletion, messages.api.unreadableCharacters);
    expect(await me()).toEqual(before);
  });

  it('refuses a message holding a lone surrogate, storing no message', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${otherId}/messages`,
      ...json('{"content":"Salut \\ud83d"}'),
      cookie,
    });
    expectRefused(response, messages.api.unreadableCharacters);
    const stored = await ctx.db
      .select()
      .from(messageRows)
      .where(and(eq(messageRows.senderId, userId), eq(messageRows.content, 'Salut \uFFFD')));
    expect(stored).toHaveLength(0);
  });

  it.each([
    '/api/talents?q=%FF',
    '/api/talents?q=a%E9b',
    '/api/projects?q=%ED%A0%80',
    '/api/talents?skills=Mon%C3',
  ])('refuses the invalid UTF-8 of GET %s in French', async (url) => {
    expectRefused(await ctx.request({ method: 'GET', url, cookie }), messages.api.unreadableCharacters);
  });

  it('still reads a well-encoded query, lists and all', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/talents?q=Z%C3%A9&skills=a&skills=b',
      cookie,
    });
    expect(response.statusCode).toBe(200);
  });
});
