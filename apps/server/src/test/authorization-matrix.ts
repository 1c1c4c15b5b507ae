import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { credits, portfolioItems, sessions } from '../db/schema';
import { decisionToken } from '../modules/moderation';
import { unsubscribeToken } from '../modules/notifications';
import { buildBlock, buildMessageRequest } from './block-factories';
import { buildSignedInUser, buildUser, suspensionWithReasons } from './factories';
import {
  applyToInfluencerRole,
  influencerApplicationBody,
  influencerWizardBody,
  publishInfluencerProject,
} from './influencer-factories';
import { buildArticle, buildComment, buildFavorite } from './magazine-factories';
import { buildAttachment, buildMessage, buildTeamMessage } from './message-factories';
import { buildNotification } from './notification-factories';
import {
  buildConnection,
  buildJoinRequest,
  buildProject,
  buildProjectMember,
  buildTask,
  buildTaskComment,
} from './project-factories';
import { buildDecision, buildReport, decisionBody, reportBody } from './report-factories';
import type { TestContext } from './test-app';

/**
 * The authorization matrix (issue 18): every route of the API, one line each, with the status each of the six
 * actors gets. `authorization-matrix.test.ts` fails for a registered route without a line here.
 *
 * The six actors, in the order of the `expect` column:
 *   visitor  no session
 *   member   Alice, a plain member; the objects of a line belong to her unless the line says otherwise
 *   other    Bruno, another member (he reaches Alice's messages, notifications, comments, portfolio…)
 *   team     Léa, a member of Camille's project (not its owner)
 *   owner    Camille, the project's owner
 *   admin    a site administrator
 *
 * A line: `line('METHOD /api/path/{param}', 'v m o t O a', make?)`. `make(world)` returns the request
 * (`params` for the `{param}`s, `query`, `body`) and may create its objects with the test factories: it
 * runs once per actor (`make(world, actor)`), so each actor meets a fresh object (a DELETE by one actor
 * leaves the next its own).
 * `fresh: true` gives each actor its own new cast of members (for sign-out, password change, deletion).
 * `hides: (world) => [id, name]` checks the content too (issue 27): the answer names a person of a project
 * (Sacha, anonymous in Camille's public project, in the team of the private one) to the owner, and to no
 * other actor, neither by id nor by name.
 */
export type MatrixRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
};
export type MatrixActor = 'visitor' | 'member' | 'other' | 'team' | 'owner' | 'admin';
// ---- Moderation: a decision concerning Alice, with the token of its signed link.
async function signedDecision(w: World): Promise<MatrixRequest> {
  const decision = await buildDecision(w.db, { ownerId: w.member.user.id });
  const token = decisionToken(w.ctx.config.authSecret, { id: decision.id, ownerId: w.member.user.id });
  return { params: { id: decision.id }, query: { token } };
}

// ---- Account settings: a second session of Alice's (another device), which only she may end.
async function otherSessionOf(w: World): Promise<string> {
  const [row] = await w.db
    .insert(sessions)
    .values({
      userId: w.member.user.id,
      token: randomUUID(),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36',
    })
    .returning({ id: sessions.id });
  return row?.id ?? '';
}

// ---- Influencer space: Camille's influencer project (published through the wizard's API) and Alice's application.
async function influencerProjectOf(w: World): Promise<{ id: string; roleId: string }> {
  const answer = await publishInfluencerProject(w.ctx, w.owner.cookie);
  const project = answer.json().project;
  return { id: project.id, roleId: project.roles[0].id };
}
async function influencerApplicationOf(w: World): Promise<string> {
  const project = await influencerProjectOf(w);
  const answer = await applyToInfluencerRole(w.ctx, w.member.cookie, project.id, project.roleId);
  return answer.json().application.id;
}

/** A valid 'Notifications par e-mail' setting. */
const emailPreferencesBody = {
  messages: 'quotidien',
  connections: 'immédiat',
  projects: 'hebdomadaire',
  tasks: 'jamais',
  magazine: 'jamais',
};

export const matrixActors: MatrixActor[] = ['visitor', 'member', 'other', 'team', 'owner', 'admin'];

type Signed = Awaited<ReturnType<typeof buildSignedInUser>>;
export type World = {
  ctx: TestContext;
  db: Db;
  member: Signed;
  other: Signed;
  team: Signed;
  owner: Signed;
  admin: Signed;
  /** Camille's public project, Léa in its team. */
  project: { id: string };
  /** Camille's project whose team is private (spec 2 §2). */
  privateProject: { id: string };
  /** Sacha: anonymous in the public project's team, shown in the private one's; each holds a task Sacha commented. */
  secret: { id: string; fullName: string; taskId: string; privateTaskId: string };
};

export type MatrixLine = {
  route: string;
  expect: string;
  make?: (world: World, actor: MatrixActor) => MatrixRequest | Promise<MatrixRequest>;
  fresh?: boolean;
  /** What the answer shows the owner only (a hidden or anonymous person's id and name). */
  hides?: (world: World) => string[];
};

const line = (
  route: string,
  expect: string,
  make?: MatrixLine['make'],
  options: { fresh?: boolean; hides?: MatrixLine['hides'] } = {},
): MatrixLine => ({ route, expect, make, ...options });

/** Sacha's id and name: seen by the owner only (anonymous in the public team, in the private one). */
const secret = { hides: (w: World) => [w.secret.id, w.secret.fullName] };

/** Builds the cast: five members signed in and Camille's two projects. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const [member, other, team, owner, admin] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Alice Membre' }),
    buildSignedInUser(ctx, { fullName: 'Bruno Autre' }),
    buildSignedInUser(ctx, { fullName: 'Léa Équipe' }),
    buildSignedInUser(ctx, { fullName: 'Camille Créatrice' }),
    buildSignedInUser(ctx, { fullName: 'Admin Plateau', role: 'admin' }),
  ]);
  const project = await buildProject(ctx.db, { userId: owner.user.id });
  const privateProject = await buildProject(ctx.db, {
    userId: owner.user.id,
    memberVisibilityDefault: 'private',
  });
  const sacha = await buildUser(ctx.db, { fullName: 'Sacha Secret' });
  const taskIds: string[] = [];
  for (const p of [project, privateProject]) {
    await buildProjectMember(ctx.db, { projectId: p.id, userId: team.user.id, role: 'monteur' });
    const showProfile = p === privateProject;
    await buildProjectMember(ctx.db, { projectId: p.id, userId: sacha.id, showProfile });
    const task = await buildTask(ctx.db, { projectId: p.id, assignedTo: sacha.id });
    await buildTaskComment(ctx.db, { taskId: task.id, userId: sacha.id });
    taskIds.push(task.id);
  }
  const [taskId = '', privateTaskId = ''] = taskIds;
  const secret = { id: sacha.id, fullName: sacha.fullName, taskId, privateTaskId };
  return { ctx, db: ctx.db, member, other, team, owner, admin, project, privateProject, secret };
}

const portfolioOf = async (w: World, userId = w.member.user.id) => {
  const [row] = await w.db.insert(portfolioItems).values({ userId, title: 'Court métrage' }).returning();
  if (!row) throw new Error('insertion impossible');
  return row;
};
/** A credit Alice declared (issue 33). */
const creditOf = async (w: World) => {
  const [row] = await w.db
    .insert(credits)
    .values({
      userId: w.member.user.id,
      title: 'Nuit blanche',
      year: 2024,
      role: 'Monteuse',
      kind: 'court-métrage',
      status: 'déclaré',
    })
    .returning();
  if (!row) throw new Error('crédit non créé');
  return row;
};
const creditBody = { title: 'Nuit blanche', year: 2024, role: 'Monteuse', kind: 'court-métrage' };
const projectOfOwner = (w: World) => buildProject(w.db, { userId: w.owner.user.id });
/** A fresh project of Camille with Léa in the team, for lines that change or delete it. */
const teamProject = async (w: World) => {
  const p = await projectOfOwner(w);
  const membership = await buildProjectMember(w.db, {
    projectId: p.id,
    userId: w.team.user.id,
    role: 'monteur',
  });
  return { ...p, membership };
};
const taskOf = async (w: World) => buildTask(w.db, { projectId: (await teamProject(w)).id });
const articleId = async (w: World) => (await buildArticle(w.db)).id;

/** Alice's calendar feed file, as her page shows its address. */
const feedFile = async (w: World) => {
  const answer = await w.ctx.request({ method: 'GET', url: '/api/me/calendar', cookie: w.member.cookie });
  return String((answer.json() as { url: string }).url.split('/').at(-1));
};
const taskBody = { title: 'Repérage' };
const projectBody = { title: 'Nouveau film', description: 'Un tournage', category: 'Film' };

// biome-ignore format: one line per route reads best as a table
export const authorizationMatrix: MatrixLine[] = [
  //    route                                              v   m   o   t   O   a
  line('GET /api/health',                                 '200 200 200 200 200 200'),
  line('GET /api/ready',                                  '200 200 200 200 200 200'),
  line('GET /api/openapi.json',                           '200 200 200 200 200 200'),
  line('GET /api/docs',                                   '200 200 200 200 200 200'),
  line('GET /api/docs/static/*',                      '404 404 404 404 404 404', () => ({ params: { '*': 'absent.css' } })),
  line('GET /api/docs/static/index.html',                 '302 302 302 302 302 302'),
  line('GET /api/docs/static/swagger-initializer.js',     '200 200 200 200 200 200'),
  line('GET /api/docs/json',                              '200 200 200 200 200 200'),
  line('GET /api/docs/yaml',                              '200 200 200 200 200 200'),
  line('GET /api/realtime',                               '404 404 404 404 404 404'),

  // Sessions and accounts (better-auth): a member signed in may still call them; the body decides.
  line('POST /api/auth/sign-in/email',                    '401 401 401 401 401 401', () => ({ body: { email: 'personne@test.fr', password: 'mauvais-mot-de-passe' } })),
  line('POST /api/auth/sign-up/email',                    '400 400 400 400 400 400', () => ({ body: { email: 'pas-une-adresse', password: 'x', name: '' } })),
  line('POST /api/auth/sign-out',                         '200 200 200 200 200 200', undefined, { fresh: true }),
  line('POST /api/auth/request-password-reset',           '200 200 200 200 200 200', () => ({ body: { email: 'personne@test.fr', redirectTo: '/reinitialiser' } })),
  line('POST /api/auth/reset-password',                   '400 400 400 400 400 400', () => ({ body: { token: 'jeton-inconnu', newPassword: 'nouveau-mot-de-passe' } })),
  line('POST /api/auth/send-verification-email',          '401 409 409 409 409 409'),
  line('POST /api/auth/verify-email',                     '400 400 400 400 400 400', () => ({ body: { token: 'jeton-inconnu' } })),
  line('POST /api/auth/reactivate',                       '410 410 410 410 410 410', () => ({ body: { email: 'personne@test.fr', password: 'mauvais-mot-de-passe' } })),
  line('POST /api/auth/change-password',                  '401 400 400 400 400 400', () => ({ body: { currentPassword: 'mauvais-mot-de-passe', newPassword: 'nouveau-mot-de-passe' } }), { fresh: true }),
  // 'Paramètres du compte' (issue 29): the member's own address, devices and two-factor sign-in.
  line('POST /api/auth/change-email',                     '401 400 400 400 400 400', () => ({ body: { newEmail: 'nouvelle-adresse@test.fr', password: 'mauvais-mot-de-passe' } })),
  line('GET /api/auth/sessions',                          '401 200 200 200 200 200'),
  line('DELETE /api/auth/sessions/{id}',                  '401 204 404 404 404 404', async (w) => ({ params: { id: await otherSessionOf(w) } })),
  line('POST /api/auth/sessions/revoke-others',           '401 204 204 204 204 204'),
  line('GET /api/auth/two-factor',                        '401 200 200 200 200 200'),
  line('POST /api/auth/two-factor/enable',                '401 400 400 400 400 400', () => ({ body: { password: 'mauvais-mot-de-passe' } })),
  line('POST /api/auth/two-factor/verify-totp',           '400 409 409 409 409 409', () => ({ body: { code: '000000' } })),
  line('POST /api/auth/two-factor/verify-backup-code',    '400 409 409 409 409 409', () => ({ body: { code: 'AbCdE-12345' } })),
  line('POST /api/auth/two-factor/disable',               '401 409 409 409 409 409', () => ({ body: { password: 'mauvais-mot-de-passe' } })),
  line('GET /api/password-reset/{token}',                 '200 200 200 200 200 200', () => ({ params: { token: 'jeton-inconnu' } })),

  // The member's own account.
  line('GET /api/me',                                     '200 200 200 200 200 200'),
  line('GET /api/me/profile',                             '401 200 200 200 200 200'),
  line('PATCH /api/me/profile',                           '401 200 200 200 200 200', () => ({ body: { location: 'Lyon' } })),
  line('GET /api/me/export',                              '401 200 200 200 200 200'),
  line('POST /api/me/deletion',                           '401 400 400 400 400 400', () => ({ body: { password: 'mauvais-mot-de-passe' } }), { fresh: true }),
  line('GET /api/users/{id}',                             '401 200 200 200 200 200', (w) => ({ params: { id: w.member.user.id } })),
  line('GET /api/talents',                                '401 200 200 200 200 200'),
  line('GET /api/search',                                 '401 200 200 200 200 200', () => ({ query: { q: 'Lyon' } })),
  line('GET /api/search',                                 '401 400 400 400 400 400', () => ({ query: { q: 'x'.repeat(1000) } })),
  line('GET /api/skills',                                 '401 200 200 200 200 200'),
  line('POST /api/uploads',                               '401 415 415 415 415 415', () => ({ body: { pas: 'une image' } })),
  line('GET /api/covers/v2/{file}',                       '404 404 404 404 404 404', () => ({ params: { file: 'absente.webp' } })),
  line('GET /api/covers/v2/w800/{file}',                  '404 404 404 404 404 404', () => ({ params: { file: 'absente.webp' } })),

  // Portfolio: Alice's item; only she may change it.
  line('GET /api/users/{userId}/credits',                 '401 200 200 200 200 200', (w) => ({ params: { userId: w.member.user.id } })),
  line('POST /api/me/credits',                            '401 201 201 201 201 201', () => ({ body: creditBody })),
  line('PATCH /api/credits/{id}',                         '401 200 403 403 403 403', async (w) => ({ params: { id: (await creditOf(w)).id }, body: { action: 'modifier', ...creditBody, year: 2023 } })),
  line('DELETE /api/credits/{id}',                        '401 204 403 403 403 403', async (w) => ({ params: { id: (await creditOf(w)).id } })),
  line('GET /api/portfolio',                              '401 200 200 200 200 200', (w) => ({ query: { userId: w.member.user.id } })),
  line('POST /api/portfolio',                             '401 201 201 201 201 201', () => ({ body: { title: 'Documentaire' } })),
  line('GET /api/portfolio/{id}',                         '401 200 200 200 200 200', async (w) => ({ params: { id: (await portfolioOf(w)).id } })),
  line('PATCH /api/portfolio/{id}',                       '401 200 403 403 403 403', async (w) => ({ params: { id: (await portfolioOf(w)).id }, body: { title: 'Autre titre' } })),
  line('DELETE /api/portfolio/{id}',                      '401 204 403 403 403 403', async (w) => ({ params: { id: (await portfolioOf(w)).id } })),

  // Magazine: a published article; Alice's comment on it; her favourite.
  line('GET /api/articles',                               '401 200 200 200 200 200'),
  line('GET /api/articles/{id}',                          '401 200 200 200 200 200', async (w) => ({ params: { id: await articleId(w) } })),
  line('GET /api/articles/{id}/related',                  '401 200 200 200 200 200', async (w) => ({ params: { id: await articleId(w) } })),
  line('GET /api/articles/{id}/comments',                 '401 200 200 200 200 200', async (w) => ({ params: { id: await articleId(w) } })),
  line('POST /api/articles/{id}/comments',                '401 201 201 201 201 201', async (w) => ({ params: { id: await articleId(w) }, body: { content: 'Très juste.' } })),
  line('DELETE /api/articles/{id}/comments/{commentId}',  '401 204 403 403 403 403', async (w) => { const id = await articleId(w); const c = await buildComment(w.db, { articleId: id, userId: w.member.user.id }); return { params: { id, commentId: c.id } }; }),
  line('GET /api/articles/favorites',                     '401 200 200 200 200 200'),
  line('POST /api/articles/{id}/favorite',                '401 201 201 201 201 201', async (w) => ({ params: { id: await articleId(w) } })),
  line('DELETE /api/articles/{id}/favorite',              '401 200 200 200 200 200', async (w, actor) => { const id = await articleId(w); if (actor !== 'visitor') await buildFavorite(w.db, { userId: w[actor].user.id, articleId: id }); return { params: { id } }; }),

  // Messages: Alice's conversation with Camille; Bruno and the others reach it only as their own (empty) thread.
  line('GET /api/conversations',                          '401 200 200 200 200 200'),
  line('GET /api/conversations/unread-count',             '401 200 200 200 200 200'),
  line('GET /api/conversations/members',                  '401 200 200 200 200 200'),
  line('GET /api/conversations/{userId}',                 '401 200 200 200 404 200', (w) => ({ params: { userId: w.owner.user.id } })),
  line('GET /api/conversations/{userId}/messages',        '401 200 200 200 404 200', async (w) => { await buildMessage(w.db, { senderId: w.member.user.id, receiverId: w.owner.user.id, content: 'Secret' }); return { params: { userId: w.owner.user.id } }; }),
  line('POST /api/conversations/{userId}/messages',       '401 201 201 201 400 201', (w) => ({ params: { userId: w.owner.user.id }, body: { content: 'Bonjour' } })),
  line('POST /api/conversations/{userId}/read',           '401 200 200 200 404 200', (w) => ({ params: { userId: w.owner.user.id } })),
  line('POST /api/conversations/{userId}/attachments',  '401 415 415 415 400 415', (w) => ({ params: { userId: w.owner.user.id }, body: { pas: 'un fichier' } })),
  line('GET /api/attachments/{id}',                       '401 200 200 404 404 404', async (w) => { const message = await buildMessage(w.db, { senderId: w.member.user.id, receiverId: w.other.user.id, content: '' }); return { params: { id: (await buildAttachment(w.ctx, { uploaderId: w.member.user.id, messageId: message.id })).id } }; }),
  line('GET /api/attachments/{id}',                       '401 404 404 200 200 404', async (w) => { const message = await buildTeamMessage(w.db, { projectId: w.project.id, senderId: w.team.user.id, content: '' }); return { params: { id: (await buildAttachment(w.ctx, { uploaderId: w.team.user.id, projectMessageId: message.id })).id } }; }),
  line('GET /api/projects/{id}/conversation',             '401 404 404 200 200 404', (w) => ({ params: { id: w.project.id } })),
  line('GET /api/projects/{id}/conversation/messages',    '401 404 404 200 200 404', async (w) => { await buildTeamMessage(w.db, { projectId: w.project.id, senderId: w.secret.id, content: 'Message de Sacha' }); return { params: { id: w.project.id } }; }, secret),
  line('POST /api/projects/{id}/conversation/messages',   '401 404 404 201 201 404', (w) => ({ params: { id: w.project.id }, body: { content: 'Bonjour l’équipe' } })),
  line('POST /api/projects/{id}/conversation/read',       '401 404 404 200 200 404', (w) => ({ params: { id: w.project.id } })),
  line('POST /api/projects/{id}/conversation/attachments', '401 404 404 415 415 404', (w) => ({ params: { id: w.project.id }, body: { pas: 'un fichier' } })),

  // Connections: Bruno's pending request to Alice; only Alice answers it, only the two of them delete it.
  line('GET /api/connections',                            '401 200 200 200 200 200'),
  line('POST /api/connections',                           '401 201 201 201 201 201', async (w) => ({ body: { userId: (await buildSignedInUser(w.ctx)).user.id } })),
  line('GET /api/connections/counts',                     '401 200 200 200 200 200'),
  line('GET /api/connections/status/{userId}',            '401 200 400 200 200 200', (w) => ({ params: { userId: w.other.user.id } })),
  line('PATCH /api/connections/{id}',                     '401 200 404 404 404 404', async (w) => { const stranger = await buildSignedInUser(w.ctx); return { params: { id: (await buildConnection(w.db, stranger.user.id, w.member.user.id, 'en attente')).id }, body: { status: 'accepté' } }; }),
  line('DELETE /api/connections/{id}',                    '401 204 404 404 404 404', async (w) => { const stranger = await buildSignedInUser(w.ctx); return { params: { id: (await buildConnection(w.db, stranger.user.id, w.member.user.id)).id } }; }),

  // Blocking and message requests (issue 31): Alice's blocks, her 'Qui peut m'écrire', the requests she received.
  line('POST /api/blocks',                                '401 201 201 201 201 201', async (w) => ({ body: { userId: (await buildSignedInUser(w.ctx)).user.id } })),
  line('DELETE /api/blocks/{userId}',                     '401 204 404 404 404 404', async (w) => { const stranger = await buildUser(w.db); await buildBlock(w.db, w.member.user.id, stranger.id); return { params: { userId: stranger.id } }; }),
  line('GET /api/me/blocks',                              '401 200 200 200 200 200'),
  line('GET /api/me/messaging-preferences',               '401 200 200 200 200 200'),
  line('PUT /api/me/messaging-preferences',               '401 200 200 200 200 200', () => ({ body: { messagePolicy: 'tout le monde' } })),
  line('POST /api/conversations/{userId}/request/accept', '401 204 404 404 404 404', async (w) => { const stranger = await buildUser(w.db); await buildMessageRequest(w.db, w.member.user.id, stranger.id); return { params: { userId: stranger.id } }; }),
  line('DELETE /api/conversations/{userId}/request',      '401 204 404 404 404 404', async (w) => { const stranger = await buildUser(w.db); await buildMessageRequest(w.db, w.member.user.id, stranger.id); return { params: { userId: stranger.id } }; }),

  // Notifications: Alice's.
  line('GET /api/notifications',                          '401 200 200 200 200 200'),
  line('GET /api/notifications/unread-count',             '401 200 200 200 200 200'),
  line('POST /api/notifications/read-all',                '401 200 200 200 200 200'),
  line('POST /api/notifications/{id}/read',               '401 200 404 404 404 404', async (w) => ({ params: { id: (await buildNotification(w.db, { userId: w.member.user.id })).id } })),
  line('DELETE /api/notifications/{id}',                  '401 204 404 404 404 404', async (w) => ({ params: { id: (await buildNotification(w.db, { userId: w.member.user.id })).id } })),

  // Notification e-mails (issue 30): each member's own settings; the one-click unsubscribe needs no session, only
  // Alice's signed token (a tampered one is refused to everyone).
  line('GET /api/me/notification-preferences',            '401 200 200 200 200 200'),
  line('PUT /api/me/notification-preferences',            '401 200 200 200 200 200', () => ({ body: emailPreferencesBody })),
  line('GET /api/email-unsubscribe',                      '200 200 200 200 200 200', (w) => ({ query: { token: unsubscribeToken(w.ctx.config.authSecret, w.member.user.id, 'magazine') } })),
  line('GET /api/email-unsubscribe',                      '400 400 400 400 400 400', (w) => ({ query: { token: `${unsubscribeToken(w.ctx.config.authSecret, w.member.user.id, 'magazine')}x` } })),
  line('POST /api/email-unsubscribe',                     '200 200 200 200 200 200', (w) => ({ body: { token: unsubscribeToken(w.ctx.config.authSecret, w.member.user.id, 'magazine') } })),
  line('POST /api/email-unsubscribe',                     '400 400 400 400 400 400', (w) => ({ body: { token: unsubscribeToken(w.ctx.config.authSecret, w.member.user.id, 'magazine').replace('magazine', 'messages') } })),

  line('GET /api/site/legal',                             '200 200 200 200 200 200'),

  // Projects: Camille's, Léa in the team.
  line('GET /api/projects',                               '401 200 200 200 200 200'),
  line('POST /api/projects',                              '401 201 201 201 201 201', () => ({ body: projectBody })),
  line('GET /api/projects/{id}',                          '200 200 200 200 200 200', (w) => ({ params: { id: w.project.id } })),
  line('PATCH /api/projects/{id}',                        '401 403 403 403 200 403', async (w) => ({ params: { id: (await projectOfOwner(w)).id }, body: { genre: 'Drame' } })),
  line('DELETE /api/projects/{id}',                       '401 403 403 403 204 204', async (w) => ({ params: { id: (await projectOfOwner(w)).id } })),
  line('PUT /api/projects/{id}/status',                   '401 403 403 403 200 403', async (w) => ({ params: { id: (await projectOfOwner(w)).id }, body: { status: 'en cours' } })),
  line('GET /api/projects/{id}/members',                  '200 200 200 200 200 200', (w) => ({ params: { id: w.project.id } }), secret),
  line('GET /api/projects/{id}/members',                  '200 200 200 200 200 200', (w) => ({ params: { id: w.privateProject.id } }), secret),
  line('POST /api/projects/{id}/members',                 '401 403 403 403 201 403', async (w) => { const p = await projectOfOwner(w); const friend = await buildSignedInUser(w.ctx); await buildConnection(w.db, w.owner.user.id, friend.user.id); return { params: { id: p.id }, body: { userId: friend.user.id } }; }),
  line('GET /api/projects/{id}/member-candidates',        '401 403 403 403 200 403', (w) => ({ params: { id: w.project.id } })),
  line('PATCH /api/projects/{id}/members/me',             '401 403 403 200 403 403', async (w) => ({ params: { id: (await teamProject(w)).id }, body: { showProfile: false } })),
  line('PATCH /api/projects/{id}/members/{memberId}',     '401 403 403 403 200 403', async (w) => { const p = await teamProject(w); return { params: { id: p.id, memberId: p.membership.id }, body: { role: 'cadreur' } }; }),
  line('DELETE /api/projects/{id}/members/{memberId}',    '401 403 403 403 204 403', async (w) => { const p = await teamProject(w); return { params: { id: p.id, memberId: p.membership.id } }; }),
  line('GET /api/projects/{id}/join-requests',            '401 403 403 403 200 403', (w) => ({ params: { id: w.project.id } })),
  line('POST /api/projects/{id}/join-requests',           '401 201 201 409 409 201', async (w) => ({ params: { id: (await teamProject(w)).id }, body: { role: 'cadreur' } })),
  line('PATCH /api/join-requests/{id}',                   '401 403 403 403 200 403', async (w) => { const p = await projectOfOwner(w); const asker = await buildSignedInUser(w.ctx); return { params: { id: (await buildJoinRequest(w.db, { projectId: p.id, userId: asker.user.id })).id }, body: { status: 'refusé' } }; }),
  line('DELETE /api/join-requests/{id}',                  '401 204 403 403 403 403', async (w) => { const p = await projectOfOwner(w); return { params: { id: (await buildJoinRequest(w.db, { projectId: p.id, userId: w.member.user.id })).id } }; }),

  // Tasks: of a project of Camille's, Léa in the team; the comment is Léa's. Sacha's tasks and comments
  // name Sacha to the owner only, in the public project (anonymous) and in the private one (hidden team).
  line('GET /api/projects/{id}/tasks',                    '401 200 200 200 200 200', (w) => ({ params: { id: w.project.id } }), secret),
  line('GET /api/projects/{id}/tasks',                    '401 200 200 200 200 200', (w) => ({ params: { id: w.privateProject.id } }), secret),
  line('GET /api/projects/{id}/tasks/column',             '401 200 200 200 200 200', (w) => ({ params: { id: w.project.id }, query: { status: 'à faire' } }), secret),
  line('GET /api/projects/{id}/tasks/column',             '401 200 200 200 200 200', (w) => ({ params: { id: w.privateProject.id }, query: { status: 'à faire' } }), secret),
  line('GET /api/projects/{id}/tasks/list',               '401 200 200 200 200 200', (w) => ({ params: { id: w.project.id }, query: { sort: 'status' } }), secret),
  line('GET /api/projects/{id}/tasks/list',               '401 200 200 200 200 200', (w) => ({ params: { id: w.privateProject.id }, query: { sort: 'status' } }), secret),
  line('GET /api/tasks/{id}',                             '401 200 200 200 200 200', (w) => ({ params: { id: w.secret.taskId } }), secret),
  line('GET /api/tasks/{id}',                             '401 200 200 200 200 200', (w) => ({ params: { id: w.secret.privateTaskId } }), secret),
  line('GET /api/tasks/{id}/comments',                    '401 200 200 200 200 200', (w) => ({ params: { id: w.secret.taskId } }), secret),
  line('GET /api/tasks/{id}/comments',                    '401 200 200 200 200 200', (w) => ({ params: { id: w.secret.privateTaskId } }), secret),
  line('POST /api/projects/{id}/tasks',                   '401 403 403 201 201 403', async (w) => ({ params: { id: (await teamProject(w)).id }, body: taskBody })),
  line('GET /api/tasks/{id}',                             '401 200 200 200 200 200', async (w) => ({ params: { id: (await taskOf(w)).id } })),
  line('PATCH /api/tasks/{id}',                           '401 403 403 200 200 403', async (w) => ({ params: { id: (await taskOf(w)).id }, body: { status: 'en cours' } })),
  line('DELETE /api/tasks/{id}',                          '401 403 403 204 204 403', async (w) => ({ params: { id: (await taskOf(w)).id } })),
  line('GET /api/tasks/{id}/comments',                    '401 200 200 200 200 200', async (w) => ({ params: { id: (await taskOf(w)).id } })),
  line('POST /api/tasks/{id}/comments',                   '401 403 403 201 201 403', async (w) => ({ params: { id: (await taskOf(w)).id }, body: { content: 'Vu.' } })),
  line('DELETE /api/task-comments/{id}',                  '401 403 403 204 403 403', async (w) => { const t = await taskOf(w); return { params: { id: (await buildTaskComment(w.db, { taskId: t.id, userId: w.team.user.id })).id } }; }),

  // Calendar: the feed's secret token (Alice's) is its access.
  line('GET /api/me/calendar',                            '401 200 200 200 200 200'),
  line('POST /api/me/calendar/token',                     '401 200 200 200 200 200'),
  line('GET /api/calendar/{file}',                        '200 200 200 200 200 200', async (w) => ({ params: { file: await feedFile(w) } })),
  line('GET /api/calendar/{file}',                        '404 404 404 404 404 404', () => ({ params: { file: 'jeton-inconnu.ics' } })),

  // Administration: administrators only (401 visitor, 403 member); the actions target a fresh member each time.
  line('GET /api/admin/stats',                            '401 403 403 403 403 200'),
  line('GET /api/admin/users',                            '401 403 403 403 403 200'),
  line('PATCH /api/admin/users/{id}',                     '401 403 403 403 403 200', async (w) => ({ params: { id: (await buildUser(w.db)).id }, body: { profession: 'Monteuse' } })),
  line('PUT /api/admin/users/{id}/role',                  '401 403 403 403 403 200', async (w) => ({ params: { id: (await buildUser(w.db)).id }, body: { role: 'admin' } })),
  line('PUT /api/admin/users/{id}/suspension',            '401 403 403 403 403 200', async (w) => ({ params: { id: (await buildUser(w.db)).id }, body: suspensionWithReasons })),
  line('DELETE /api/admin/users/{id}',                    '401 403 403 403 403 204', async (w) => ({ params: { id: (await buildUser(w.db)).id }, body: { confirmation: 'SUPPRIMER' } })),
  line('GET /api/admin/projects',                         '401 403 403 403 403 200'),
  line('DELETE /api/admin/projects/{id}',                 '401 403 403 403 403 204', async (w) => ({ params: { id: (await buildProject(w.db, { userId: w.owner.user.id })).id } })),
  line('GET /api/admin/tasks',                            '401 403 403 403 403 200'),
  line('GET /api/admin/audit-log',                        '401 403 403 403 403 200'),
  line('POST /api/admin/admins',                          '401 403 403 403 403 201', (_w, actor) => ({ body: { name: 'Nouvel Admin', email: `admin-${actor}-${Date.now()}@test.fr`, password: 'clap-de-fin-2026', confirmPassword: 'clap-de-fin-2026' } })),
  line('GET /api/admin/diagnostics',                      '401 403 403 403 403 200'),
  // Reports and moderation (issue 31): anyone reports what they can see, never their own content; administrators decide;
  // the member concerned reads and contests the decision.
  line('POST /api/reports',                               '404 403 201 201 201 201', async (w) => { const id = await articleId(w); const c = await buildComment(w.db, { articleId: id, userId: w.member.user.id }); return { body: { ...reportBody('articleComment', c.id), reporterName: 'Visiteur', reporterEmail: 'visiteur@test.fr' } }; }),
  line('POST /api/reports',                               '201 201 201 201 403 201', async (w, actor) => { const p = await buildProject(w.db, { userId: w.owner.user.id }); return { body: { ...reportBody('project', p.id), reporterName: 'Visiteur', reporterEmail: `visiteur-${actor}@test.fr` } }; }),
  line('GET /api/admin/reports',                          '401 403 403 403 403 200'),
  line('POST /api/admin/reports/{id}/decision',           '401 403 403 403 403 201', async (w) => { const id = await articleId(w); const c = await buildComment(w.db, { articleId: id, userId: w.member.user.id }); const r = await buildReport(w.db, { targetKind: 'articleComment', targetId: c.id, ownerId: w.member.user.id, reporterId: w.other.user.id }); return { params: { id: r.id }, body: decisionBody('remove') }; }),
  line('POST /api/admin/moderation/removals',             '401 403 403 403 403 201', async (w) => { const id = await articleId(w); const c = await buildComment(w.db, { articleId: id, userId: w.member.user.id }); return { body: { kind: 'articleComment', id: c.id, ground: 'respect', facts: 'Le commentaire insulte un autre membre.' } }; }),
  line('GET /api/moderation/decisions/{id}',              '401 200 404 404 404 404', async (w) => ({ params: { id: (await buildDecision(w.db, { ownerId: w.member.user.id })).id } })),
  line('POST /api/moderation/decisions/{id}/contest',     '401 201 404 404 404 404', async (w) => ({ params: { id: (await buildDecision(w.db, { ownerId: w.member.user.id })).id }, body: { text: 'Je conteste : ce commentaire citait un dialogue.' } })),
  // The signed link of the statement of reasons (its e-mail, a suspended account's sign-in): it opens that decision
  // to whoever holds it, session or not; a wrong token is a decision that does not exist.
  line('GET /api/moderation/decisions/{id}',              '200 200 200 200 200 200', async (w) => signedDecision(w)),
  line('GET /api/moderation/decisions/{id}',              '404 200 404 404 404 404', async (w) => ({ ...(await signedDecision(w)), query: { token: 'x'.repeat(43) } })),
  line('POST /api/moderation/decisions/{id}/contest',     '201 201 201 201 201 201', async (w) => ({ ...(await signedDecision(w)), body: { text: 'Je conteste : ce commentaire citait un dialogue.' } })),
  line('GET /api/admin/news',                             '401 403 403 403 403 200'),
  line('POST /api/admin/news',                            '401 403 403 403 403 201', () => ({ body: { title: 'Article de la matrice', content: 'Contenu.' } })),
  line('PUT /api/admin/news/{id}',                        '401 403 403 403 403 200', async (w) => ({ params: { id: (await buildArticle(w.db)).id }, body: { title: 'Titre modifié', content: 'Contenu.' } })),
  line('DELETE /api/admin/news/{id}',                     '401 403 403 403 403 204', async (w) => ({ params: { id: (await buildArticle(w.db)).id } })),

  // Influencer space: the project page's data is public; applying is for others than the owner; deciding for the owner.
  line('GET /api/influencer/projects',                    '401 200 200 200 200 200'),
  line('GET /api/influencer/projects/{id}',               '200 200 200 200 200 200', async (w) => ({ params: { id: (await influencerProjectOf(w)).id } })),
  line('POST /api/influencer/projects',                   '401 201 201 201 201 201', () => ({ body: influencerWizardBody() })),
  line('POST /api/influencer/projects/{id}/roles/{roleId}/applications', '401 201 201 201 403 201', async (w) => { const p = await influencerProjectOf(w); return { params: { id: p.id, roleId: p.roleId }, body: influencerApplicationBody() }; }),
  line('GET /api/influencer/applications',                '401 200 200 200 200 200'),
  line('PATCH /api/influencer/applications/{id}',         '401 403 403 403 200 403', async (w) => ({ params: { id: await influencerApplicationOf(w) }, body: { status: 'approuvé' } })),

  // Dashboard: each member reads and saves only their own.
  line('GET /api/dashboard',                              '401 200 200 200 200 200'),
  line('GET /api/dashboard/statistics',                   '401 200 200 200 200 200'),
  line('GET /api/dashboard/layout',                       '401 200 200 200 200 200'),
  line('PUT /api/dashboard/layout',                       '401 200 200 200 200 200', () => ({ body: { widgets: [{ widget: 'projects', size: 'L' }, { widget: 'statistics', size: 'M' }, { widget: 'network', size: 'S' }, { widget: 'content', size: 'L' }], expanded: null } })),
];
