import { profileMessages as pm } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { portfolioItems, profileViews, projectMembers, projects, users } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jpegImage, multipartBody } from '../../test/test-images';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const getProfile = (id: string, cookie?: string) =>
  ctx.request({ method: 'GET', url: `/api/users/${id}`, cookie });
const patch = (cookie: string | undefined, payload: Record<string, unknown>) =>
  ctx.request({ method: 'PATCH', url: '/api/me/profile', cookie, payload });
const rowOf = async (id: string) => {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('membre absent');
  return row;
};

describe('GET /api/users/:id', () => {
  it('shows the profile with contact info, portfolio and the 3 most recent projects', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const owner = await buildUser(ctx.db, {
      fullName: 'Inès Morel',
      profession: 'Monteuse',
      location: 'Lyon',
      bio: 'Monteuse de documentaires.',
      skills: ['Montage', 'Étalonnage'],
      website: 'https://ines.fr',
      socialLinks: { instagram: 'https://instagram.com/ines' },
      availabilityStatus: 'sur un projet',
    });
    await ctx.db.insert(portfolioItems).values({ userId: owner.id, title: 'Court-métrage' });
    const times = [1, 2, 3, 4].map((day) => new Date(Date.UTC(2025, 0, day)));
    for (const [index, createdAt] of times.entries()) {
      await ctx.db
        .insert(projects)
        .values({ userId: owner.id, title: `Projet ${index + 1}`, description: 'd', createdAt });
    }
    const response = await getProfile(owner.id, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: owner.id,
      fullName: 'Inès Morel',
      email: owner.email,
      profession: 'Monteuse',
      location: 'Lyon',
      skills: ['Montage', 'Étalonnage'],
      website: 'https://ines.fr',
      socialLinks: { instagram: 'https://instagram.com/ines' },
      availabilityStatus: 'sur un projet',
      isOwn: false,
      defaultShowProfile: null,
      abilities: { edit: false },
    });
    expect(body.portfolio.map((item: { title: string }) => item.title)).toEqual(['Court-métrage']);
    expect(body.recentProjects.map((p: { title: string }) => p.title)).toEqual([
      'Projet 4',
      'Projet 3',
      'Projet 2',
    ]);
    expect(body).not.toHaveProperty('banned');
    expect(body).not.toHaveProperty('deletedAt');
  });

  it('lists projects the member joined with a visible profile, not the hidden ones', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const owner = await buildUser(ctx.db);
    const member = await buildUser(ctx.db);
    const [shown] = await ctx.db
      .insert(projects)
      .values({ userId: owner.id, title: 'Visible', description: 'd' })
      .returning();
    const [hidden] = await ctx.db
      .insert(projects)
      .values({ userId: owner.id, title: 'Caché', description: 'd' })
      .returning();
    if (!shown || !hidden) throw new Error('projets absents');
    await ctx.db.insert(projectMembers).values([
      { projectId: shown.id, userId: member.id },
      { projectId: hidden.id, userId: member.id, showProfile: false },
    ]);
    const body = (await getProfile(member.id, cookie)).json();
    expect(body.recentProjects.map((p: { title: string }) => p.title)).toEqual(['Visible']);
  });

  it('records one view per viewer, profile and day, none for one’s own profile', async () => {
    const { user: viewer, cookie } = await buildSignedInUser(ctx);
    const owner = await buildUser(ctx.db);
    await getProfile(owner.id, cookie);
    await getProfile(owner.id, cookie);
    await getProfile(viewer.id, cookie);
    const views = await ctx.db.select().from(profileViews).where(eq(profileViews.profileId, owner.id));
    expect(views).toHaveLength(1);
    expect(views[0]?.viewerId).toBe(viewer.id);
    const own = await ctx.db.select().from(profileViews).where(eq(profileViews.profileId, viewer.id));
    expect(own).toHaveLength(0);
  });

  it('refuses visitors, answers 404 for an unknown, malformed or deleted member', async () => {
    const owner = await buildUser(ctx.db);
    expect((await getProfile(owner.id)).statusCode).toBe(401);
    const { cookie } = await buildSignedInUser(ctx);
    const unknown = await getProfile('00000000-0000-4000-8000-000000000000', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(pm.userNotFound);
    expect((await getProfile('pas-un-id', cookie)).statusCode).toBe(404);
    const gone = await buildUser(ctx.db, { deletedAt: new Date() });
    const deleted = await getProfile(gone.id, cookie);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.message).toBe(pm.deletedUser);
  });
});

describe('GET /api/me/profile', () => {
  it('returns one’s own profile with the default_show_profile setting', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const response = await ctx.request({ method: 'GET', url: '/api/me/profile', cookie });
    expect(response.json()).toMatchObject({
      id: user.id,
      isOwn: true,
      defaultShowProfile: true,
      abilities: { edit: true },
    });
    expect((await ctx.request({ method: 'GET', url: '/api/me/profile' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/me/profile', () => {
  it('saves every field, normalising links (blank stays empty)', async () => {
    const { user, cookie } = await buildSignedInUser(ctx, { website: 'https://ancien.fr' });
    const response = await patch(cookie, {
      fullName: '  Léa Fontaine ',
      profession: 'Directrice photo',
      bio: 'Image et lumière.',
      location: 'Nantes',
      skills: ['Cadrage', 'Éclairage', 'Ma compétence libre'],
      availabilityStatus: 'indisponible',
      website: 'lea-fontaine.fr',
      socialLinks: {
        instagram: 'instagram.com/lea',
        twitter: '',
        linkedin: 'http://linkedin.com/in/lea',
        youtube: ' ',
      },
      defaultShowProfile: false,
    });
    expect(response.statusCode).toBe(200);
    const row = await rowOf(user.id);
    expect(row).toMatchObject({
      fullName: 'Léa Fontaine',
      profession: 'Directrice photo',
      bio: 'Image et lumière.',
      location: 'Nantes',
      skills: ['Cadrage', 'Éclairage', 'Ma compétence libre'],
      availabilityStatus: 'indisponible',
      website: 'https://lea-fontaine.fr',
      socialLinks: { instagram: 'https://instagram.com/lea', linkedin: 'http://linkedin.com/in/lea' },
      defaultShowProfile: false,
    });
    expect(response.json().socialLinks).toEqual({
      instagram: 'https://instagram.com/lea',
      linkedin: 'http://linkedin.com/in/lea',
    });
    const cleared = await patch(cookie, { website: '', bio: '', profession: '  ' });
    expect(cleared.statusCode).toBe(200);
    expect(await rowOf(user.id)).toMatchObject({ website: null, bio: null, profession: null });
  });

  it('sets the avatar to one of the member’s uploads, and removes it', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const uploaded = await ctx.request({
      method: 'POST',
      url: '/api/uploads?kind=avatar',
      cookie,
      ...multipartBody(await jpegImage()),
    });
    const { url } = uploaded.json();
    expect((await patch(cookie, { avatarUrl: url })).json().avatarUrl).toBe(url);
    expect((await rowOf(user.id)).avatarUrl).toBe(url);
    expect((await patch(cookie, { avatarUrl: null })).statusCode).toBe(200);
    expect((await rowOf(user.id)).avatarUrl).toBeNull();
  });

  it('refuses an avatar address that is not one of the member’s uploads', async () => {
    const other = await buildSignedInUser(ctx);
    const uploaded = await ctx.request({
      method: 'POST',
      url: '/api/uploads?kind=avatar',
      cookie: other.cookie,
      ...multipartBody(await jpegImage()),
    });
    const { user, cookie } = await buildSignedInUser(ctx);
    for (const avatarUrl of [
      uploaded.json().url,
      'https://ailleurs.fr/x.png',
      `/uploads/profile-pictures/${user.id}/1.webp`,
    ]) {
      const response = await patch(cookie, { avatarUrl });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(pm.invalidAvatar);
    }
    expect((await rowOf(user.id)).avatarUrl).toBeNull();
  });

  it.each([
    [{ fullName: '   ' }, pm.fullNameRequired],
    [{ fullName: 'x'.repeat(101) }, pm.tooLong(100)],
    [{ profession: 'x'.repeat(101) }, pm.tooLong(100)],
    [{ bio: 'x'.repeat(2001) }, pm.tooLong(2000)],
    [{ location: 'x'.repeat(101) }, pm.tooLong(100)],
    [{ skills: ['x'.repeat(51)] }, pm.tooLong(50)],
    [{ skills: Array.from({ length: 31 }, (_, i) => `Compétence ${i}`) }, pm.tooManySkills(30)],
    [{ skills: ['  '] }, pm.skillEmpty],
    [{ availabilityStatus: 'en vacances' }, pm.invalidAvailability],
    [{ website: 'pas une adresse' }, pm.invalidLink],
    [{ website: `https://${'x'.repeat(300)}.fr` }, pm.tooLong(300)],
    [{ socialLinks: { instagram: 'javascript:alert(1)' } }, pm.invalidLink],
  ] as Array<[Record<string, unknown>, string]>)(
    'refuses %o with a French message, changing nothing',
    async (payload, message) => {
      const { user, cookie } = await buildSignedInUser(ctx, { fullName: 'Avant', bio: 'avant' });
      const before = await rowOf(user.id);
      const response = await patch(cookie, { bio: 'après', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation', message });
      expect(await rowOf(user.id)).toEqual(before);
    },
  );

  it('refuses unknown fields (role, email) and visitors', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    expect((await patch(cookie, { role: 'admin' })).statusCode).toBe(400);
    expect((await patch(cookie, { email: 'pirate@test.fr' })).statusCode).toBe(400);
    expect((await rowOf(user.id)).role).toBe('user');
    expect((await patch(undefined, { fullName: 'Visiteur' })).statusCode).toBe(401);
  });
});

describe('account: export and deletion', () => {
  it('exports everything stored about the member, without secrets', async () => {
    const { user, cookie } = await buildSignedInUser(ctx, { bio: 'Ma bio exportée' });
    await ctx.db.insert(portfolioItems).values({ userId: user.id, title: 'Mon film' });
    const response = await ctx.request({ method: 'GET', url: '/api/me/export', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="plateau-mes-donnees-/);
    const data = response.json();
    expect(data.profile).toMatchObject({ id: user.id, bio: 'Ma bio exportée', email: user.email });
    expect(data.portfolioItems).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/argon2/);
    expect(response.body).not.toMatch(/"token"/);
    expect((await ctx.request({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });

  it('refuses a wrong password and keeps the account', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    const wrong = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      cookie,
      payload: { password: 'faux-mot-de-passe' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(pm.deleteWrongPassword);
    const empty = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      cookie,
      payload: { password: '' },
    });
    expect(empty.json().error.message).toBe(pm.deletePasswordRequired);
    expect((await rowOf(user.id)).deletedAt).toBeNull();
  });

  it('deactivates at once: sessions revoked, hidden from the directory and profiles', async () => {
    const { user, cookie } = await buildSignedInUser(ctx, { fullName: 'Compte Bientôt Supprimé' });
    const viewer = await buildSignedInUser(ctx);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      cookie,
      payload: { password: 'motdepasse-solide' },
    });
    expect(response.statusCode).toBe(204);
    expect((await rowOf(user.id)).deletedAt).not.toBeNull();
    expect((await ctx.request({ method: 'GET', url: '/api/me/profile', cookie })).statusCode).toBe(401);
    expect((await getProfile(user.id, viewer.cookie)).statusCode).toBe(404);
    const talents = await ctx.request({
      method: 'GET',
      url: `/api/talents?q=${encodeURIComponent('Bientôt Supprimé')}`,
      cookie: viewer.cookie,
    });
    expect(talents.json().items).toHaveLength(0);
  });

  it('purges accounts deleted more than 30 days ago, with their files', async () => {
    const { purgeDeletedAccounts } = await import('./account.service');
    const { user, cookie } = await buildSignedInUser(ctx);
    const uploaded = await ctx.request({
      method: 'POST',
      url: '/api/uploads?kind=avatar',
      cookie,
      ...multipartBody(await jpegImage()),
    });
    const recent = await buildUser(ctx.db, { deletedAt: new Date(Date.now() - 29 * 86_400_000) });
    await ctx.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(users.id, user.id));
    await purgeDeletedAccounts(ctx.app);
    expect(await ctx.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(
      await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.id, recent.id))),
    ).toHaveLength(1);
    expect((await ctx.request({ method: 'GET', url: uploaded.json().url })).statusCode).toBe(404);
  });
});
