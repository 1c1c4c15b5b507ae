import { emailPreferenceMessages as pm } from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  articleComments,
  blocks as blocksTable,
  messages,
  notifications,
  projects,
  tasks,
  users,
} from '../../db/schema';
import { resetPasswordMail } from '../../mail/templates';
import { buildBlock } from '../../test/block-factories';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { buildArticle, buildComment } from '../../test/magazine-factories';
import { buildMessage } from '../../test/message-factories';
import { buildNotification } from '../../test/notification-factories';
import { buildProject, buildProjectMember, buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { saveEmailPreferences } from './email-preferences.service';
import {
  deliverNotificationMail,
  findMailableNotification,
  messageMailDue,
  notificationMail,
} from './notification-mail';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const minutes = (n: number) => n * 60_000;
const base = 'http://localhost:3000';

async function mailOf(id: string, now = new Date()) {
  const row = await findMailableNotification(ctx.db, id);
  if (!row) throw new Error('notification introuvable');
  return notificationMail(ctx.app, row, now);
}

/** A message from `senderId` to `receiverId` at `at`, with its notification as messages.commands writes it. */
async function messageAt(receiverId: string, senderId: string, at: Date, content = 'On tourne samedi ?') {
  await buildMessage(ctx.db, { senderId, receiverId, content, createdAt: at });
  return buildNotification(ctx.db, {
    userId: receiverId,
    type: 'message',
    kind: 'message',
    content: 'Camille Martin vous a envoyé un message.',
    relatedId: senderId,
    createdAt: at,
  });
}

function expectUnsubscribable(content: { html: string; text: string; headers?: Record<string, string> }) {
  const header = content.headers?.['List-Unsubscribe'] ?? '';
  const https = header.match(/<(https?:\/\/[^>]+)>/)?.[1];
  expect(https).toMatch(new RegExp(`^${base}/desabonnement\\?jeton=`));
  expect(header).toMatch(/<mailto:no-reply@plateau\.local\?subject=D%C3%A9sabonnement%20[^>]+>/);
  expect(content.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(content.text).toContain(https);
  expect(content.html).toContain(https?.replace(/&/g, '&amp;'));
  expect(content.text).toContain(`${base}/profil/parametres#notifications-email`);
}

describe('a message left unread (MESSAGE_MAIL_DELAY_SECONDS, a controllable clock)', () => {
  it('is mailed once it has waited 10 minutes, once per conversation until the member comes back', async () => {
    const lea = await buildUser(ctx.db, { fullName: 'Léa Dubois' });
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const t0 = new Date(Date.now() - minutes(60));
    const first = await messageAt(lea.id, camille.id, t0);

    expect(await mailOf(first.id, new Date(t0.getTime() + minutes(9)))).toBeNull();
    const conversation = { receiverId: lea.id, senderId: camille.id };
    expect(await messageMailDue(ctx.db, conversation, new Date(t0.getTime() + minutes(9)), 600)).toBeNull();

    const mail = await mailOf(first.id, new Date(t0.getTime() + minutes(10)));
    expect(mail?.to).toBe(lea.email);
    expect(mail?.content.subject).toBe('Nouveau message de Camille Martin');
    expect(mail?.content.text).toContain('On tourne samedi ?');
    expect(mail?.content.text).toContain(`${base}/messages/${camille.id}`);
    expect(mail?.content.html).toContain(`href="${base}/messages/${camille.id}"`);
    expect(mail?.content.html).toContain('lang="fr"');
    if (mail) expectUnsubscribable(mail.content);

    await ctx.mailDelivered();
    const before = ctx.outbox.length;
    expect(await deliverNotificationMail(ctx.app, first.id, new Date(t0.getTime() + minutes(10)))).toBe(true);
    // A second message while the member is away: no second e-mail for this conversation.
    const second = await messageAt(lea.id, camille.id, new Date(t0.getTime() + minutes(12)));
    expect(await deliverNotificationMail(ctx.app, second.id, new Date(t0.getTime() + minutes(22)))).toBe(
      false,
    );
    expect(await deliverNotificationMail(ctx.app, first.id, new Date(t0.getTime() + minutes(23)))).toBe(
      false,
    );
    await ctx.mailDelivered();
    expect(ctx.outbox.slice(before).filter((sent) => sent.to === lea.email)).toHaveLength(1);

    // She comes back and reads; a new message, left unread 10 minutes, is mailed again.
    await ctx.db.update(messages).set({ read: true }).where(eq(messages.receiverId, lea.id));
    await ctx.db.update(notifications).set({ read: true }).where(eq(notifications.userId, lea.id));
    const third = await messageAt(lea.id, camille.id, new Date(t0.getTime() + minutes(30)), 'Et dimanche ?');
    expect(await deliverNotificationMail(ctx.app, third.id, new Date(t0.getTime() + minutes(39)))).toBe(
      false,
    );
    expect(await deliverNotificationMail(ctx.app, third.id, new Date(t0.getTime() + minutes(40)))).toBe(true);
    await ctx.mailDelivered();
    const sent = ctx.outbox.slice(before).filter((mail) => mail.to === lea.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.text).toContain('Et dimanche ?');
  });

  it('is not mailed once read, nor when the member chose a summary or never', async () => {
    const lea = await buildUser(ctx.db);
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const t0 = new Date(Date.now() - minutes(60));
    const notice = await messageAt(lea.id, camille.id, t0);
    const later = new Date(t0.getTime() + minutes(15));
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'quotidien',
      connections: 'immédiat',
      projects: 'quotidien',
      tasks: 'quotidien',
      magazine: 'jamais',
    });
    expect(await mailOf(notice.id, later)).toBeNull();
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'quotidien',
      tasks: 'quotidien',
      magazine: 'jamais',
    });
    expect(await mailOf(notice.id, later)).not.toBeNull();
    await ctx.db.update(messages).set({ read: true }).where(eq(messages.receiverId, lea.id));
    expect(await mailOf(notice.id, later)).toBeNull();
  });
});

describe('who is never mailed', () => {
  it('a suspended, deleted or unconfirmed member, or about a member who left', async () => {
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const t0 = new Date(Date.now() - minutes(60));
    const later = new Date(t0.getTime() + minutes(15));
    const cases = [{ banned: true }, { deletedAt: new Date() }, { emailVerified: false }];
    for (const overrides of cases) {
      const member = await buildUser(ctx.db, overrides);
      const notice = await messageAt(member.id, camille.id, t0);
      expect(await mailOf(notice.id, later)).toBeNull();
    }
    const lea = await buildUser(ctx.db);
    const notice = await messageAt(lea.id, camille.id, t0);
    expect(await mailOf(notice.id, later)).not.toBeNull();
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, camille.id));
    expect(await mailOf(notice.id, later)).toBeNull();
  });
});

describe('about content the member can no longer see (issue 31)', () => {
  it('nothing from a member blocked either way, at once or later; unblocked, the message is mailed again', async () => {
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const t0 = new Date(Date.now() - minutes(60));
    const later = new Date(t0.getTime() + minutes(15));
    const lea = await buildUser(ctx.db);
    const notice = await messageAt(lea.id, camille.id, t0);
    const block = await buildBlock(ctx.db, lea.id, camille.id);
    expect(await mailOf(notice.id, later)).toBeNull();
    await ctx.mailDelivered();
    const before = ctx.outbox.length;
    expect(await deliverNotificationMail(ctx.app, notice.id, later)).toBe(false);
    await ctx.db.delete(blocksTable).where(eq(blocksTable.blockerId, block.blockerId));
    // The other way round: the sender blocked her.
    await buildBlock(ctx.db, camille.id, lea.id);
    expect(await mailOf(notice.id, later)).toBeNull();
    await ctx.db.delete(blocksTable).where(eq(blocksTable.blockerId, camille.id));
    expect((await mailOf(notice.id, later))?.content.subject).toBe('Nouveau message de Camille Martin');

    // A connection request from a member she blocked since.
    const bruno = await buildUser(ctx.db, { fullName: 'Bruno Petit' });
    const request = await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'connection',
      kind: 'connectionRequest',
      content: 'Bruno Petit souhaite se connecter avec vous.',
      relatedId: bruno.id,
      actorId: bruno.id,
    });
    await buildBlock(ctx.db, lea.id, bruno.id);
    expect(await mailOf(request.id)).toBeNull();
    await ctx.mailDelivered();
    expect(ctx.outbox.slice(before).filter((sent) => sent.to === lea.email)).toHaveLength(0);
  });

  it('nothing about a message the moderation removed; the one left is quoted', async () => {
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const lea = await buildUser(ctx.db);
    const t0 = new Date(Date.now() - minutes(60));
    const later = new Date(t0.getTime() + minutes(15));
    const notice = await messageAt(lea.id, camille.id, t0, 'Un texte retiré');
    await ctx.db.update(messages).set({ moderatedAt: new Date() }).where(eq(messages.receiverId, lea.id));
    expect(await mailOf(notice.id, later)).toBeNull();
    expect(await deliverNotificationMail(ctx.app, notice.id, later)).toBe(false);
    await buildMessage(ctx.db, {
      senderId: camille.id,
      receiverId: lea.id,
      content: 'On tourne dimanche ?',
      createdAt: new Date(t0.getTime() + minutes(1)),
    });
    const mail = await mailOf(notice.id, later);
    expect(mail?.content.text).toContain('On tourne dimanche ?');
    expect(mail?.content.text).not.toContain('Un texte retiré');
  });
});

describe('the e-mail of each kind', () => {
  it('a comment on an article the member follows (magazine at once); nothing once removed or blocked', async () => {
    const lea = await buildUser(ctx.db, { fullName: 'Léa Dubois' });
    const julien = await buildUser(ctx.db, { fullName: 'Julien Moreau' });
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'quotidien',
      tasks: 'quotidien',
      magazine: 'immédiat',
    });
    const article = await buildArticle(ctx.db, { title: 'Étalonner un court-métrage' });
    const comment = await buildComment(ctx.db, {
      articleId: article.id,
      userId: julien.id,
      content: 'Merci pour le rappel sur les scopes.',
    });
    const notice = await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'comment',
      kind: 'articleComment',
      content: 'Julien Moreau a commenté l’article « Étalonner un court-métrage ».',
      relatedId: article.id,
      actorId: julien.id,
      actorName: 'Julien Moreau',
    });
    const mail = await mailOf(notice.id);
    expect(mail?.content.subject).toBe('Julien Moreau a commenté « Étalonner un court-métrage »');
    expect(mail?.content.text).toContain('Merci pour le rappel sur les scopes.');
    expect(mail?.content.html).toContain(`href="${base}/magazine/${article.id}"`);
    expect(mail?.content.text).toContain('Magazine et commentaires');
    if (mail) expectUnsubscribable(mail.content);
    expect(mail?.content.headers?.['List-Unsubscribe']).toContain('.magazine.');

    await buildBlock(ctx.db, julien.id, lea.id);
    expect(await mailOf(notice.id)).toBeNull();
    await ctx.db.delete(blocksTable).where(eq(blocksTable.blockerId, julien.id));
    expect(await mailOf(notice.id)).not.toBeNull();
    await ctx.db
      .update(articleComments)
      .set({ moderatedAt: new Date() })
      .where(eq(articleComments.id, comment.id));
    expect(await mailOf(notice.id)).toBeNull();

    // By default the magazine goes in the weekly summary: nothing at once.
    const bruno = await buildUser(ctx.db);
    const weekly = await buildNotification(ctx.db, {
      userId: bruno.id,
      type: 'comment',
      kind: 'articleComment',
      content: 'Julien Moreau a commenté l’article « Étalonner un court-métrage ».',
      relatedId: article.id,
      actorId: julien.id,
    });
    expect(await mailOf(weekly.id)).toBeNull();
  });

  it('a connection request: the requester’s name in the subject, the button to the network page', async () => {
    const lea = await buildSignedInUser(ctx, { fullName: 'Léa Dubois', profession: 'Monteuse' });
    const bruno = await buildUser(ctx.db);
    const answer = await ctx.request({
      method: 'POST',
      url: '/api/connections',
      cookie: lea.cookie,
      payload: { userId: bruno.id },
    });
    expect(answer.statusCode).toBe(201);
    const [notice] = await ctx.db.select().from(notifications).where(eq(notifications.userId, bruno.id));
    expect(notice?.kind).toBe('connectionRequest');
    const mail = await mailOf(notice?.id ?? '');
    expect(mail?.content.subject).toBe('Léa Dubois souhaite se connecter avec vous');
    expect(mail?.content.text).toContain('Léa Dubois (Monteuse) souhaite se connecter avec vous');
    expect(mail?.content.html).toContain(`href="${base}/reseau"`);
    if (mail) expectUnsubscribable(mail.content);
    // Cancelled: nothing left to say.
    await ctx.request({
      method: 'DELETE',
      url: `/api/connections/${answer.json().connection.id}`,
      cookie: lea.cookie,
    });
    const withdrawn = await findMailableNotification(ctx.db, notice?.id ?? '');
    expect(withdrawn).toBeNull();
  });

  it('an accepted join request, when the member chose projects at once; nothing once the project is gone', async () => {
    const owner = await buildUser(ctx.db);
    const lea = await buildUser(ctx.db);
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'immédiat',
      tasks: 'immédiat',
      magazine: 'jamais',
    });
    const project = await buildProject(ctx.db, { userId: owner.id, title: 'Clip nocturne' });
    await buildProjectMember(ctx.db, { projectId: project.id, userId: lea.id });
    const notice = await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'project',
      kind: 'joinRequestAccepted',
      content: 'Votre demande pour rejoindre le projet « Clip nocturne » a été acceptée.',
      relatedId: project.id,
    });
    const mail = await mailOf(notice.id);
    expect(mail?.content.subject).toBe('Votre demande pour « Clip nocturne » a été acceptée');
    expect(mail?.content.html).toContain(`href="${base}/projets/${project.id}"`);
    expect(mail?.content.text).toContain('Projets, demandes et candidatures');
    // With the default setting (daily summary), no e-mail at once.
    const other = await buildUser(ctx.db);
    const daily = await buildNotification(ctx.db, { ...notice, id: undefined, userId: other.id });
    expect(await mailOf(daily.id)).toBeNull();
    await ctx.db.delete(projects).where(eq(projects.id, project.id));
    expect(await mailOf(notice.id)).toBeNull();
  });

  it('a task due tomorrow, with its project and its date; nothing once handed to someone else', async () => {
    const owner = await buildUser(ctx.db);
    const lea = await buildUser(ctx.db);
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'quotidien',
      tasks: 'immédiat',
      magazine: 'jamais',
    });
    const project = await buildProject(ctx.db, { userId: owner.id, title: 'Clip nocturne' });
    const task = await buildTask(ctx.db, {
      projectId: project.id,
      title: 'Repérages',
      assignedTo: lea.id,
      dueDate: '2026-12-03',
    });
    const notice = await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'task',
      kind: 'taskDueTomorrow',
      content: 'Rappel : la tâche « Repérages » du projet « Clip nocturne » est à rendre demain.',
      relatedId: project.id,
      taskId: task.id,
    });
    const mail = await mailOf(notice.id);
    expect(mail?.content.subject).toBe('Tâche « Repérages » : échéance demain');
    expect(mail?.content.text).toContain('jeudi 3 décembre 2026');
    expect(mail?.content.html).toContain(`href="${base}/projets/${project.id}?tache=${task.id}"`);
    await ctx.db
      .update(tasks)
      .set({ assignedTo: owner.id })
      .where(and(eq(tasks.id, task.id)));
    expect(await mailOf(notice.id)).toBeNull();
  });

  it('transactional mail carries no unsubscribe header', () => {
    expect(resetPasswordMail('Léa', `${base}/update-password?token=x`).headers).toBeUndefined();
    expect(pm.invalidToken).toMatch(/rien n’a été changé/);
  });
});
