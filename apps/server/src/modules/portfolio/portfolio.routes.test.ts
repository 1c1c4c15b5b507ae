import { profileMessages as pm } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jpegImage, multipartBody } from '../../test/test-images';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/portfolio', cookie, payload });
const itemRow = async (id: string) =>
  (await ctx.db.select().from(portfolioItems).where(eq(portfolioItems.id, id)))[0];

describe('POST /api/portfolio', () => {
  it('adds an item with an uploaded image and a normalised project link', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const uploaded = await ctx.request({
      method: 'POST',
      url: '/api/uploads?kind=portfolio',
      cookie,
      ...multipartBody(await jpegImage(300, 200)),
    });
    const response = await create(cookie, {
      title: '  Mon court-métrage ',
      description: 'Tourné à Lyon',
      imageUrl: uploaded.json().url,
      projectUrl: 'vimeo.com/123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      title: 'Mon court-métrage',
      description: 'Tourné à Lyon',
      imageUrl: uploaded.json().url,
      projectUrl: 'https://vimeo.com/123',
      abilities: { edit: true, delete: true },
    });
    const list = await ctx.request({ method: 'GET', url: `/api/portfolio?userId=${user.id}`, cookie });
    expect(list.json().items).toHaveLength(1);
  });

  it.each([
    [{ title: '  ' }, pm.portfolioTitleRequired],
    [{ title: 'x'.repeat(121) }, pm.tooLong(120)],
    [{ title: 'ok', description: 'x'.repeat(2001) }, pm.tooLong(2000)],
    [{ title: 'ok', projectUrl: 'pas une adresse' }, pm.invalidLink],
    [{ title: 'ok', imageUrl: 'https://ailleurs.fr/image.png' }, pm.invalidImageUrl],
  ] as Array<[Record<string, unknown>, string]>)(
    'refuses %o and stores nothing',
    async (payload, message) => {
      const { user, cookie } = await buildSignedInUser(ctx);
      const response = await create(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
      expect(
        await ctx.db.select().from(portfolioItems).where(eq(portfolioItems.userId, user.id)),
      ).toHaveLength(0);
    },
  );

  it('refuses visitors', async () => {
    expect((await create(undefined, { title: 'Visiteur' })).statusCode).toBe(401);
  });
});

describe('PATCH and DELETE /api/portfolio/:id', () => {
  it('lets the owner edit and delete an item', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const { id } = (await create(cookie, { title: 'Avant' })).json();
    const edited = await ctx.request({
      method: 'PATCH',
      url: `/api/portfolio/${id}`,
      cookie,
      payload: { title: 'Après', projectUrl: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await itemRow(id)).toMatchObject({ title: 'Après', projectUrl: null });
    const read = await ctx.request({ method: 'GET', url: `/api/portfolio/${id}`, cookie });
    expect(read.json().title).toBe('Après');
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/portfolio/${id}`, cookie });
    expect(deleted.statusCode).toBe(204);
    expect(await itemRow(id)).toBeUndefined();
  });

  it("refuses to edit or delete someone else's item, and visitors", async () => {
    const owner = await buildSignedInUser(ctx);
    const other = await buildSignedInUser(ctx);
    const { id } = (await create(owner.cookie, { title: 'À moi' })).json();
    const read = await ctx.request({ method: 'GET', url: `/api/portfolio/${id}`, cookie: other.cookie });
    expect(read.json().abilities).toEqual({ edit: false, delete: false });
    const edit = await ctx.request({
      method: 'PATCH',
      url: `/api/portfolio/${id}`,
      cookie: other.cookie,
      payload: { title: 'Volé' },
    });
    expect(edit.statusCode).toBe(403);
    const remove = await ctx.request({ method: 'DELETE', url: `/api/portfolio/${id}`, cookie: other.cookie });
    expect(remove.statusCode).toBe(403);
    expect((await ctx.request({ method: 'DELETE', url: `/api/portfolio/${id}` })).statusCode).toBe(401);
    expect(await itemRow(id)).toMatchObject({ title: 'À moi' });
  });

  it('refuses an empty title on edit, and answers 404 for unknown items and members', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const { id } = (await create(cookie, { title: 'Titre' })).json();
    const empty = await ctx.request({
      method: 'PATCH',
      url: `/api/portfolio/${id}`,
      cookie,
      payload: { title: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(await itemRow(id)).toMatchObject({ title: 'Titre' });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await ctx.request({
          method: 'PATCH',
          url: `/api/portfolio/${missing}`,
          cookie,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.request({ method: 'DELETE', url: '/api/portfolio/nope', cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.request({ method: 'GET', url: `/api/portfolio?userId=${missing}`, cookie })).statusCode,
    ).toBe(404);
    const gone = await buildUser(ctx.db, { deletedAt: new Date() });
    expect(
      (await ctx.request({ method: 'GET', url: `/api/portfolio?userId=${gone.id}`, cookie })).statusCode,
    ).toBe(404);
  });
});
