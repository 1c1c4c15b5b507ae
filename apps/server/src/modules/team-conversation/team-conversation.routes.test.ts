import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  fill,
  teamConversationMessages as m,
  messagingMessages as mm,
  notificationTarget,
  notificationMailTexts as nt,
  projectMessages as pm,
} from '@plateau/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageAttachments, notifications, projectMembers, projectMessages } from '../../db/schema';
import { buildSignedInUser } from '../../test/factories';
import { buildProject, buildProjectMember } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { jpegImage, multipartBody } from '../../test/test-images';
import { findMailableNotification, notificationMail } from '../notifications';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type Member = Awaited<ReturnType<typeof buildSignedInUser>>;

/** A minimal PDF (file-type recognises its '%PDF-' signature). */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Camille's project, Léa in its team, Marc a stranger. */
async function team() {
  const [owner, lea, stranger] = await Promise.all([
    buildSignedInUser(ctx, { fullName: 'Camille Créatrice' }),
    buildSignedInUser(ctx, { fullName: 'Léa Monteuse' }),
    buildSignedInUser(ctx, { fullName: 'Marc Étranger' }),
  ]);
  const project = await buildProject(ctx.db, { userId: owner.user.id, title: 'Clip nocturne' });
  await buildProjectMember(ctx.db, { projectId: project.id, userId: lea.user.id, role: 'monteur' });
  return { owner, lea, stranger, project };
}

const url = (projectId: string, rest = 'messages') => `/api/projects/${projectId}/conversation/${rest}`;
const say = (projectId: string, content: string, member?: Member) =>
  ctx.request({ method: 'POST', url: url(projectId), payload: { content }, cookie: member?.cookie });
const thread = (projectId: string, member?: Member) =>
  ctx.request({ method: 'GET', url: url(projectId), cookie: member?.cookie });
const attach = (projectId: string, member: Member, file: ReturnType<typeof multipartBody>) =>
  ctx.request({ method: 'POST', url: url(projectId, 'attachments'), cookie: member.cookie, ...file });
const download = (id: string, member?: Member) =>
  ctx.request({ method: 'GET', url: `/api/attachments/${id}`, cookie: member?.cookie });
const storedCount = async (projectId: string) =>
  (await ctx.db.select().from(projectMessages).where(eq(projectMessages.projectId, projectId))).length;
const storedFiles = (userId: string) => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, 'uploads', 'message-attachments', userId));
  } catch {
    return [];
  }
};

describe('the team conversation: who takes part', () => {
  it('lets the owner and a member write and read it, newest first', async () => {
    const { owner, lea, project } = await team();
    const first = await say(project.id, '  Rendez-vous à 7 h au studio.  ', owner);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toMatchObject({
      content: 'Rendez-vous à 7 h au studio.',
      fromMe: true,
      sender: { id: owner.user.id, name: 'Camille Créatrice', anonymous: false },
      attachment: null,
    });
    expect((await say(project.id, 'Bien noté !', lea)).statusCode).toBe(201);
    const read = await thread(project.id, lea);
    expect(read.statusCode).toBe(200);
    expect(read.json().items.map((item: { content: string }) => item.content)).toEqual([
      'Bien noté !',
      'Rendez-vous à 7 h au studio.',
    ]);
    expect(read.json().items[1]).toMatchObject({ fromMe: false, sender: { name: 'Camille Créatrice' } });
  });

  it('answers a stranger and a visitor as for an unknown project, and stores nothing', async () => {
    const { stranger, project } = await team();
    for (const response of [await thread(project.id, stranger), await say(project.id, 'Coucou', stranger)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(pm.notFound);
    }
    const conversation = await ctx.request({
      method: 'GET',
      url: `/api/projects/${project.id}/conversation`,
      cookie: stranger.cookie,
    });
    expect(conversation.statusCode).toBe(404);
    expect((await thread(project.id)).statusCode).toBe(401);
    expect(await storedCount(project.id)).toBe(0);
  });

  it('closes it at once to a member who leaves, and opens the whole history to one who joins', async () => {
    const { owner, lea, stranger, project } = await team();
    await say(project.id, 'Premier message', owner);
    await ctx.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, lea.user.id)));
    expect((await thread(project.id, lea)).statusCode).toBe(404);
    expect((await say(project.id, 'Je suis encore là ?', lea)).statusCode).toBe(404);
    await buildProjectMember(ctx.db, { projectId: project.id, userId: stranger.user.id });
    const joined = await thread(project.id, stranger);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().items.map((item: { content: string }) => item.content)).toEqual(['Premier message']);
  });

  it('shows an anonymous member as « Membre anonyme » to the others, never by name', async () => {
    const { owner, lea, project } = await team();
    const hidden = await buildSignedInUser(ctx, { fullName: 'Sacha Secret' });
    await buildProjectMember(ctx.db, { projectId: project.id, userId: hidden.user.id, showProfile: false });
    const sent = await say(project.id, 'Je peux apporter le travelling.', hidden);
    expect(sent.json().message.sender).toMatchObject({ id: hidden.user.id, name: 'Sacha Secret' });
    const seenByLea = (await thread(project.id, lea)).json().items[0];
    expect(seenByLea.sender).toEqual({
      id: null,
      name: pm.anonymousMember,
      avatarUrl: null,
      anonymous: true,
      deleted: false,
    });
    expect(JSON.stringify((await thread(project.id, lea)).json())).not.toContain('Sacha');
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, lea.user.id), eq(notifications.relatedId, project.id)));
    expect(notice?.content).toBe(
      fill(m.notification, { name: pm.anonymousMember, project: 'Clip nocturne' }),
    );
    expect(notice?.actorId).toBeNull();
    // The owner sees the whole team, named.
    expect((await thread(project.id, owner)).json().items[0].sender.name).toBe('Sacha Secret');
  });
});

describe('the team conversation: unread counts and notifications', () => {
  it('counts the unread messages in the tab and the project in the messages badge, until read', async () => {
    const { owner, lea, project } = await team();
    await say(project.id, 'Un', lea);
    await say(project.id, 'Deux', lea);
    const head = () =>
      ctx.request({ method: 'GET', url: `/api/projects/${project.id}/conversation`, cookie: owner.cookie });
    const badge = () =>
      ctx.request({ method: 'GET', url: '/api/conversations/unread-count', cookie: owner.cookie });
    expect((await head()).json()).toEqual({ unreadCount: 2 });
    expect((await badge()).json().count).toBe(1);
    // One 'message' notification for the conversation, however many messages came.
    const notices = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.relatedId, project.id)));
    expect(notices.map((row) => [row.type, row.content])).toEqual([
      ['message', fill(m.notification, { name: 'Léa Monteuse', project: 'Clip nocturne' })],
    ]);
    const read = await ctx.request({ method: 'POST', url: url(project.id, 'read'), cookie: owner.cookie });
    expect(read.json()).toEqual({ updated: true });
    expect((await head()).json()).toEqual({ unreadCount: 0 });
    expect((await badge()).json().count).toBe(0);
    const [notice] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.relatedId, project.id)));
    expect(notice?.read).toBe(true);
    // The sender's own messages are never unread for them.
    expect(
      (
        await ctx.request({
          method: 'GET',
          url: `/api/projects/${project.id}/conversation`,
          cookie: lea.cookie,
        })
      ).json(),
    ).toEqual({ unreadCount: 0 });
  });

  it('opens the discussion tab from the notice, and mails it once left unread, never to a former member', async () => {
    const { owner, lea, project } = await team();
    await say(project.id, 'Le plan de travail est prêt.', lea);
    await say(project.id, 'Tournage à 7 h samedi.', lea);
    const list = await ctx.request({ method: 'GET', url: '/api/notifications', cookie: owner.cookie });
    const notice = list
      .json()
      .items.find((item: { relatedId: string | null }) => item.relatedId === project.id);
    expect(notice).toMatchObject({ type: 'message', kind: 'teamMessage' });
    expect(notificationTarget(notice.type, notice.relatedId, notice.taskId, notice.kind)).toBe(
      `/projets/${project.id}?onglet=discussion`,
    );
    const row = await findMailableNotification(ctx.db, notice.id);
    if (!row) throw new Error('notification introuvable');
    // Not before MESSAGE_MAIL_DELAY_SECONDS (a controllable clock), then one e-mail quoting the latest message.
    expect(await notificationMail(ctx.app, row, new Date())).toBeNull();
    const later = new Date(Date.now() + (ctx.config.messageMailDelaySeconds + 60) * 1000);
    const mail = await notificationMail(ctx.app, row, later);
    expect(mail?.to).toBe(owner.user.email);
    expect(mail?.content.subject).toBe(fill(nt.subjects.teamMessage, { project: 'Clip nocturne' }));
    expect(mail?.content.text).toContain('Tournage à 7 h samedi.');
    expect(mail?.content.text).toContain(nt.teamMessageMoreOne);
    expect(mail?.content.text).toContain(`/projets/${project.id}?onglet=discussion`);
    // Read in the meantime, or no longer on the team: nothing is mailed.
    await ctx.request({ method: 'POST', url: url(project.id, 'read'), cookie: owner.cookie });
    expect(await notificationMail(ctx.app, { ...row, read: false }, later)).toBeNull();
    await say(project.id, 'Vous venez ?', owner);
    const leaNotice = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, lea.user.id), eq(notifications.relatedId, project.id)));
    const leaRow = await findMailableNotification(ctx.db, leaNotice[0]?.id ?? '');
    if (!leaRow) throw new Error('notification introuvable');
    expect((await notificationMail(ctx.app, leaRow, later))?.to).toBe(lea.user.email);
    await ctx.db.delete(projectMembers).where(eq(projectMembers.userId, lea.user.id));
    expect(await notificationMail(ctx.app, leaRow, later)).toBeNull();
  });
});

describe('attachments', () => {
  it('sends a PDF call sheet the team downloads byte for byte, and nobody else', async () => {
    const { owner, lea, stranger, project } = await team();
    const sent = await attach(
      project.id,
      owner,
      multipartBody(pdfBytes, 'Feuille de service J1.pdf', 'application/pdf'),
    );
    expect(sent.statusCode).toBe(201);
    const { attachment } = sent.json().message;
    expect(attachment).toMatchObject({
      fileName: 'Feuille de service J1.pdf',
      contentType: 'application/pdf',
      kind: 'pdf',
      size: pdfBytes.length,
      url: `/api/attachments/${attachment.id}`,
    });
    const got = await download(attachment.id, lea);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''Feuille%20de%20service%20J1.pdf");
    expect(got.rawPayload.equals(pdfBytes)).toBe(true);
    expect((await download(attachment.id, stranger)).statusCode).toBe(404);
    expect((await download(attachment.id, stranger)).json().error.message).toBe(m.attachmentNotFound);
    expect((await download(attachment.id)).statusCode).toBe(401);
    // The public uploads address does not serve it either.
    const [row] = await ctx.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.id, attachment.id));
    expect((await ctx.request({ method: 'GET', url: `/uploads/${row?.storageKey}` })).statusCode).toBe(404);
    // A member who leaves loses it at once.
    await ctx.db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, project.id), eq(projectMembers.userId, lea.user.id)));
    expect((await download(attachment.id, lea)).statusCode).toBe(404);
  });

  it('re-encodes an image without its metadata, and accepts plain text', async () => {
    const { owner, lea, project } = await team();
    const jpeg = await jpegImage(320, 200);
    expect(jpeg.includes(Buffer.from('secret-exif'))).toBe(true);
    const sent = await attach(project.id, lea, multipartBody(jpeg, 'repérage.jpg', 'image/jpeg'));
    expect(sent.statusCode).toBe(201);
    const { attachment } = sent.json().message;
    expect(attachment).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 320, height: 200 });
    const got = await download(attachment.id, owner);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload.includes(Buffer.from('secret-exif'))).toBe(false);
    expect((await sharp(got.rawPayload).metadata()).exif).toBeUndefined();
    const text = await attach(
      project.id,
      lea,
      multipartBody(Buffer.from('Liste du matériel : 2 projecteurs\n'), 'matériel.txt', 'text/plain'),
    );
    expect(text.statusCode).toBe(201);
    expect(text.json().message.attachment).toMatchObject({ kind: 'text', fileName: 'matériel.txt' });
  });

  it('refuses a PDF declared as an image, another type, a file over 10 MB, with nothing stored', async () => {
    const { owner, project } = await team();
    const disguised = await attach(project.id, owner, multipartBody(pdfBytes, 'photo.png', 'image/png'));
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().error.message).toBe(fill(m.fileTypeMismatch, { declared: 'image/png' }));
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.alloc(200)]);
    const other = await attach(project.id, owner, multipartBody(zip, 'archive.zip', 'application/zip'));
    expect(other.statusCode).toBe(415);
    expect(other.json().error.message).toBe(m.fileTypeRefused);
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await attach(project.id, owner, multipartBody(big, 'énorme.pdf', 'application/pdf'));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(m.fileTooLarge);
    expect(await storedCount(project.id)).toBe(0);
    expect(storedFiles(owner.user.id)).toEqual([]);
  });

  it('refuses a file sent to a conversation one is not in, with nothing stored', async () => {
    const { stranger, project } = await team();
    const response = await attach(
      project.id,
      stranger,
      multipartBody(pdfBytes, 'intrus.pdf', 'application/pdf'),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(pm.notFound);
    expect(await storedCount(project.id)).toBe(0);
    expect(storedFiles(stranger.user.id)).toEqual([]);
  });

  it('sends a file in a private conversation, readable by its two members only', async () => {
    const { owner, lea, stranger } = await team();
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${lea.user.id}/attachments`,
      cookie: owner.cookie,
      ...multipartBody(pdfBytes, 'contrat.pdf', 'application/pdf'),
    });
    expect(sent.statusCode).toBe(201);
    const { message } = sent.json();
    expect(message).toMatchObject({ receiverId: lea.user.id, content: '', attachment: { kind: 'pdf' } });
    const inThread = await ctx.request({
      method: 'GET',
      url: `/api/conversations/${owner.user.id}/messages`,
      cookie: lea.cookie,
    });
    expect(inThread.json().items[0].attachment).toMatchObject({
      id: message.attachment.id,
      fileName: 'contrat.pdf',
    });
    expect((await download(message.attachment.id, lea)).rawPayload.equals(pdfBytes)).toBe(true);
    const list = await ctx.request({ method: 'GET', url: '/api/conversations', cookie: lea.cookie });
    expect(list.json().items[0].lastMessage.content).toBe(`${m.attachmentPreview}contrat.pdf`);
    expect((await download(message.attachment.id, stranger)).statusCode).toBe(404);
    const self = await ctx.request({
      method: 'POST',
      url: `/api/conversations/${owner.user.id}/attachments`,
      cookie: owner.cookie,
      ...multipartBody(pdfBytes, 'moi.pdf', 'application/pdf'),
    });
    expect(self.json().error.message).toBe(mm.cannotMessageSelf);
  });

  it('lists the member’s attachments in the export and removes their files with the account', async () => {
    const { owner, lea, project } = await team();
    const sent = await attach(project.id, lea, multipartBody(pdfBytes, 'planning.pdf', 'application/pdf'));
    const { attachment } = sent.json().message;
    const exported = await ctx.request({ method: 'GET', url: '/api/me/export', cookie: lea.cookie });
    expect(JSON.parse(exported.body).messageAttachments).toEqual([
      expect.objectContaining({ id: attachment.id, fileName: 'planning.pdf', url: attachment.url }),
    ]);
    expect(storedFiles(lea.user.id)).toHaveLength(1);
    const deletion = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      cookie: lea.cookie,
      payload: { password: 'motdepasse-solide' },
    });
    expect(deletion.statusCode).toBe(204);
    expect(storedFiles(lea.user.id)).toEqual([]);
    expect((await download(attachment.id, owner)).statusCode).toBe(404);
  });
});
