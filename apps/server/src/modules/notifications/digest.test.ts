import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articleComments, blocks, notificationEmailPreferences } from '../../db/schema';
import { buildBlock } from '../../test/block-factories';
import { buildUser } from '../../test/factories';
import { buildArticle, buildComment } from '../../test/magazine-factories';
import { buildMessage } from '../../test/message-factories';
import { buildNotification } from '../../test/notification-factories';
import { buildProject, buildProjectMember } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { buildDigest, runDigests } from './digest';
import { saveEmailPreferences } from './email-preferences.service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const hours = (n: number) => n * 3600_000;
const base = 'http://localhost:3000';

describe('the daily summary', () => {
  it('lists the period’s unread notifications and names a project recruiting for the member’s profession', async () => {
    const now = new Date();
    const lea = await buildUser(ctx.db, { fullName: 'Léa Dubois', profession: 'Monteuse' });
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const clip = await buildProject(ctx.db, {
      userId: camille.id,
      title: 'Clip nocturne',
      requiredRoles: ['monteur', 'cadreur'],
      projectLocation: 'Lyon',
      createdAt: new Date(now.getTime() - hours(2)),
    });
    // Not for her: no role of her profession, her own project, a project she is already in, a finished one.
    await buildProject(ctx.db, {
      userId: camille.id,
      title: 'Court sans monteur',
      requiredRoles: ['acteur'],
    });
    await buildProject(ctx.db, { userId: lea.id, title: 'Son propre projet', requiredRoles: ['monteur'] });
    const joined = await buildProject(ctx.db, {
      userId: camille.id,
      title: 'Déjà rejointe',
      requiredRoles: ['monteur'],
    });
    await buildProjectMember(ctx.db, { projectId: joined.id, userId: lea.id });
    await buildProject(ctx.db, {
      userId: camille.id,
      title: 'Projet terminé',
      requiredRoles: ['monteur'],
      status: 'terminé',
    });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'project',
      kind: 'joinRequestAccepted',
      content: 'Votre demande pour rejoindre le projet « Clip nocturne » a été acceptée.',
      relatedId: clip.id,
      createdAt: new Date(now.getTime() - hours(3)),
    });
    // Not in a daily summary: read, older than the period, a message (at once by default).
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'project',
      relatedId: clip.id,
      content: 'Lue',
      read: true,
    });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'project',
      relatedId: clip.id,
      content: 'Trop ancienne',
      createdAt: new Date(now.getTime() - hours(30)),
    });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'message',
      relatedId: camille.id,
      content: 'Un message',
    });

    const mail = await buildDigest(ctx.app, lea.id, 'quotidien', now);
    expect(mail?.to).toBe(lea.email);
    expect(mail?.content.subject).toBe('Votre résumé du jour sur Plateau');
    const text = mail?.content.text ?? '';
    expect(text).toContain('Vos notifications non lues');
    expect(text).toContain('Votre demande pour rejoindre le projet « Clip nocturne » a été acceptée.');
    expect(text).toContain('Des projets recrutent pour votre profession');
    expect(text).toContain('Clip nocturne');
    expect(text).toContain(`${base}/projets/${clip.id}`);
    expect(text).toContain('Film · Lyon');
    for (const absent of [
      'Court sans monteur',
      'Son propre projet',
      'Déjà rejointe',
      'Projet terminé',
      'Lue',
      'Trop ancienne',
      'Un message',
    ]) {
      expect(text).not.toContain(absent);
    }
    expect(mail?.content.html).toContain(`href="${base}/projets/${clip.id}"`);
    expect(mail?.content.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/desabonnement\?jeton=[^>]+\.dailyDigest\.[^>]+>, <mailto:/,
    );
    expect(mail?.content.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is nothing when there is nothing to say, and never for a suspended or unconfirmed member', async () => {
    const now = new Date();
    const quiet = await buildUser(ctx.db, { profession: 'Costumière' });
    expect(await buildDigest(ctx.app, quiet.id, 'quotidien', now)).toBeNull();
    // A month on: no article of other tests is that week's news.
    const monthLater = new Date(now.getTime() + hours(24 * 30));
    expect(await buildDigest(ctx.app, quiet.id, 'hebdomadaire', monthLater)).toBeNull();
    for (const overrides of [{ banned: true }, { emailVerified: false }, { deletedAt: new Date() }]) {
      const member = await buildUser(ctx.db, { profession: 'Monteuse', ...overrides });
      const owner = await buildUser(ctx.db);
      const project = await buildProject(ctx.db, { userId: owner.id, requiredRoles: ['monteur'] });
      await buildNotification(ctx.db, {
        userId: member.id,
        type: 'project',
        content: 'Du nouveau',
        relatedId: project.id,
        createdAt: new Date(now.getTime() - hours(1)),
      });
      expect(await buildDigest(ctx.app, member.id, 'quotidien', now)).toBeNull();
    }
  });

  it('follows the member’s choices: weekly for tasks, and no summary for the categories set to never', async () => {
    const now = new Date();
    const owner = await buildUser(ctx.db);
    const project = await buildProject(ctx.db, { userId: owner.id, requiredRoles: [] });
    const member = await buildUser(ctx.db, { profession: 'Costumière' });
    await buildNotification(ctx.db, {
      userId: member.id,
      type: 'task',
      content: 'Une tâche "Repérages" vous a été assignée.',
      relatedId: project.id,
      createdAt: new Date(now.getTime() - hours(1)),
    });
    await saveEmailPreferences(ctx.db, member.id, {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'jamais',
      tasks: 'hebdomadaire',
      magazine: 'jamais',
    });
    expect(await buildDigest(ctx.app, member.id, 'quotidien', now)).toBeNull();
    const weekly = await buildDigest(ctx.app, member.id, 'hebdomadaire', now);
    expect(weekly?.content.subject).toBe('Votre résumé de la semaine sur Plateau');
    expect(weekly?.content.text).toContain('Une tâche "Repérages" vous a été assignée.');
  });
});

describe('what the member can no longer see (issue 31)', () => {
  it('leaves out notices about a member blocked either way, a removed message or comment, and a blocked owner’s project', async () => {
    // Two months on (the clock is the run's): the articles and projects of other tests are not that day's.
    const now = new Date(Date.now() + hours(24 * 60));
    const lea = await buildUser(ctx.db, { fullName: 'Léa Dubois', profession: 'Monteuse' });
    const camille = await buildUser(ctx.db, { fullName: 'Camille Martin' });
    const bruno = await buildUser(ctx.db, { fullName: 'Bruno Petit' });
    const julien = await buildUser(ctx.db, { fullName: 'Julien Moreau' });
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'quotidien',
      connections: 'quotidien',
      projects: 'quotidien',
      tasks: 'quotidien',
      magazine: 'quotidien',
    });
    const at = new Date(now.getTime() - hours(2));
    // Camille's message, then a block by Léa; Bruno's connection request, then a block by Bruno.
    await buildMessage(ctx.db, {
      senderId: camille.id,
      receiverId: lea.id,
      content: 'Bonjour',
      createdAt: at,
    });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'message',
      kind: 'message',
      content: 'Camille Martin vous a envoyé un message.',
      relatedId: camille.id,
      actorId: camille.id,
      createdAt: at,
    });
    await buildBlock(ctx.db, lea.id, camille.id);
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'connection',
      kind: 'connectionRequest',
      content: 'Bruno Petit souhaite se connecter avec vous.',
      relatedId: bruno.id,
      createdAt: at,
    });
    await buildBlock(ctx.db, bruno.id, lea.id);
    // Julien's message and comment, both removed by the moderation.
    await buildMessage(ctx.db, {
      senderId: julien.id,
      receiverId: lea.id,
      content: 'Texte retiré',
      createdAt: at,
      moderatedAt: now,
    });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'message',
      kind: 'message',
      content: 'Julien Moreau vous a envoyé un message.',
      relatedId: julien.id,
      actorId: julien.id,
      createdAt: at,
    });
    const article = await buildArticle(ctx.db, { publishDate: new Date(now.getTime() - hours(48)) });
    const comment = await buildComment(ctx.db, { articleId: article.id, userId: julien.id, createdAt: at });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'comment',
      kind: 'articleComment',
      content: 'Julien Moreau a commenté l’article.',
      relatedId: article.id,
      actorId: julien.id,
      createdAt: at,
    });
    // Bruno's project recruits an editor, but he blocked her.
    await buildProject(ctx.db, {
      userId: bruno.id,
      title: 'Projet de Bruno',
      requiredRoles: ['monteur'],
      createdAt: at,
    });

    let text = (await buildDigest(ctx.app, lea.id, 'quotidien', now))?.content.text ?? '';
    expect(text).toContain('Julien Moreau a commenté l’article.');
    await ctx.db.update(articleComments).set({ moderatedAt: now }).where(eq(articleComments.id, comment.id));
    expect(await buildDigest(ctx.app, lea.id, 'quotidien', now)).toBeNull();

    // Unblocked, Camille's message and Bruno's request and project are there again.
    await ctx.db.delete(blocks).where(eq(blocks.blockedId, camille.id));
    await ctx.db.delete(blocks).where(eq(blocks.blockerId, bruno.id));
    text = (await buildDigest(ctx.app, lea.id, 'quotidien', now))?.content.text ?? '';
    expect(text).toContain('Camille Martin vous a envoyé un message.');
    expect(text).toContain('Bruno Petit souhaite se connecter avec vous.');
    expect(text).toContain('Projet de Bruno');
    expect(text).not.toContain('Julien Moreau');
  });
});

describe('the magazine in the summaries', () => {
  it('the weekly summary lists the week’s new articles, newest first, at most 5, and comments on followed articles', async () => {
    // Three months on (the clock is the run's): the articles of other tests are not that week's.
    const now = new Date(Date.now() + hours(24 * 90));
    const lea = await buildUser(ctx.db, { fullName: 'Léa Dubois' });
    const julien = await buildUser(ctx.db, { fullName: 'Julien Moreau' });
    const titles = [1, 2, 3, 4, 5, 6].map((n) => `Article de la semaine ${n}`);
    const articles = [];
    for (const [index, title] of titles.entries()) {
      articles.push(
        await buildArticle(ctx.db, {
          title,
          summary: `Résumé ${index + 1}`,
          publishDate: new Date(now.getTime() - hours(24 * 6 - index)),
        }),
      );
    }
    await buildArticle(ctx.db, {
      title: 'Article trop ancien',
      publishDate: new Date(now.getTime() - hours(24 * 8)),
    });
    await buildArticle(ctx.db, { title: 'Article pas encore publié', isPublished: false });
    await buildArticle(ctx.db, {
      title: 'Article programmé',
      publishDate: new Date(now.getTime() + hours(24)),
    });
    const followed = articles[0];
    if (!followed) throw new Error('article manquant');
    await buildComment(ctx.db, {
      articleId: followed.id,
      userId: julien.id,
      createdAt: new Date(now.getTime() - hours(3)),
    });
    await buildNotification(ctx.db, {
      userId: lea.id,
      type: 'comment',
      kind: 'articleComment',
      content: 'Julien Moreau a commenté l’article « Article de la semaine 1 ».',
      relatedId: followed.id,
      actorId: julien.id,
      createdAt: new Date(now.getTime() - hours(3)),
    });

    // Magazine weekly by default: nothing in the daily summary.
    expect(await buildDigest(ctx.app, lea.id, 'quotidien', now)).toBeNull();
    const mail = await buildDigest(ctx.app, lea.id, 'hebdomadaire', now);
    const text = mail?.content.text ?? '';
    expect(text).toContain('Julien Moreau a commenté l’article « Article de la semaine 1 ».');
    expect(text).toContain(`${base}/magazine/${followed.id}`);
    expect(text).toContain('Nouveau cette semaine dans le magazine');
    const positions = [6, 5, 4, 3, 2].map((n) => text.indexOf(`Article de la semaine ${n}`));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Résumé 6');
    for (const absent of [
      'Résumé 1',
      'Article trop ancien',
      'Article pas encore publié',
      'Article programmé',
    ]) {
      expect(text).not.toContain(absent);
    }
    expect(mail?.content.html).toContain(`href="${base}/magazine/${articles[5]?.id}"`);
    expect(mail?.content.headers?.['List-Unsubscribe']).toContain('.weeklyDigest.');

    // Set to never: the weekly summary has nothing left to say.
    await saveEmailPreferences(ctx.db, lea.id, {
      messages: 'immédiat',
      connections: 'immédiat',
      projects: 'quotidien',
      tasks: 'quotidien',
      magazine: 'jamais',
    });
    expect(await buildDigest(ctx.app, lea.id, 'hebdomadaire', now)).toBeNull();
  });
});

describe('runDigests', () => {
  it('sends each member due their summary once, in batches, and not again in the same period', async () => {
    const now = new Date();
    const owner = await buildUser(ctx.db);
    const project = await buildProject(ctx.db, { userId: owner.id, requiredRoles: [] });
    const members = await Promise.all([1, 2, 3].map(() => buildUser(ctx.db, { profession: 'Costumière' })));
    for (const member of members) {
      await buildNotification(ctx.db, {
        userId: member.id,
        type: 'project',
        content: 'Du nouveau',
        relatedId: project.id,
        createdAt: new Date(now.getTime() - hours(1)),
      });
    }
    await ctx.mailDelivered();
    const before = ctx.outbox.length;
    const first = await runDigests(ctx.app, 'quotidien', now, { batchSize: 2 });
    await ctx.mailDelivered();
    await ctx.mailDelivered();
    expect(first.batches).toBeGreaterThan(1);
    const emails = new Set(members.map((member) => member.email));
    const sent = () => ctx.outbox.slice(before).filter((mail) => emails.has(mail.to));
    expect(sent()).toHaveLength(3);
    expect(sent()[0]?.subject).toBe('Votre résumé du jour sur Plateau');
    const [mark] = await ctx.db
      .select({ until: notificationEmailPreferences.dailyDigestUntil })
      .from(notificationEmailPreferences)
      .where(eq(notificationEmailPreferences.userId, members[0]?.id ?? ''));
    expect(mark?.until?.getTime()).toBe(now.getTime());

    await runDigests(ctx.app, 'quotidien', new Date(now.getTime() + hours(1)));
    await ctx.mailDelivered();
    expect(sent()).toHaveLength(3);
    // The next day, a new notification: the next summary covers only what came after.
    await buildNotification(ctx.db, {
      userId: members[0]?.id ?? '',
      type: 'project',
      content: 'Encore du nouveau',
      relatedId: project.id,
      createdAt: new Date(now.getTime() + hours(2)),
    });
    await runDigests(ctx.app, 'quotidien', new Date(now.getTime() + hours(24)));
    await ctx.mailDelivered();
    expect(sent()).toHaveLength(4);
    expect(sent()[3]?.text).toContain('Encore du nouveau');
    expect(sent()[3]?.text).not.toMatch(/^Du nouveau/m);
  });
});
