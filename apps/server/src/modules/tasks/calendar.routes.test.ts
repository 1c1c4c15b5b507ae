import { calendarMessages as c } from '@plateau/shared';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, defaultPassword, signIn, suspensionWithReasons } from '../../test/factories';
import { buildProject, buildProjectMember, buildTask } from '../../test/project-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const feedPath = (url: string) => new URL(url).pathname;
const calendarUrl = async (cookie: string) =>
  (await ctx.request({ method: 'GET', url: '/api/me/calendar', cookie })).json().url as string;

/** The feed's events parsed by ical.js (another library than the one that wrote it). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate };
  });
}

describe('calendar feed', () => {
  it('gives a stable private URL whose feed lists due dates and project dates as all-day events', async () => {
    const me = await buildSignedInUser(ctx, { fullName: 'Inès Agenda' });
    const someone = await buildSignedInUser(ctx);
    await buildProject(ctx.db, {
      userId: me.user.id,
      title: 'Court métrage',
      startDate: '2031-03-01',
      deadline: '2031-04-30',
    });
    const joined = await buildProject(ctx.db, {
      userId: someone.user.id,
      title: 'Clip',
      deadline: '2031-05-20',
    });
    await buildProjectMember(ctx.db, { projectId: joined.id, userId: me.user.id });
    await buildProject(ctx.db, { userId: someone.user.id, title: 'Pas le mien', deadline: '2031-06-01' });
    await buildTask(ctx.db, {
      projectId: joined.id,
      title: 'Story-board',
      dueDate: '2031-04-02',
      assignedTo: me.user.id,
    });
    await buildTask(ctx.db, { projectId: joined.id, title: 'Pas pour moi', dueDate: '2031-04-03' });

    const url = await calendarUrl(me.cookie);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[\w-]{20,}\.ics$/);
    expect(await calendarUrl(me.cookie)).toBe(url);
    const feed = await ctx.request({ method: 'GET', url: feedPath(url) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = eventsOf(feed.body);
    expect(events).toHaveLength(4);
    expect(events).toEqual(
      expect.arrayContaining([
        { summary: 'Échéance : Story-board', start: '2031-04-02', allDay: true },
        { summary: 'Début du projet : Court métrage', start: '2031-03-01', allDay: true },
        { summary: 'Date limite du projet : Court métrage', start: '2031-04-30', allDay: true },
        { summary: 'Date limite du projet : Clip', start: '2031-05-20', allDay: true },
      ]),
    );
  });

  it('revokes the old URL when a new one is made', async () => {
    const me = await buildSignedInUser(ctx);
    const old = await calendarUrl(me.cookie);
    const renewed = await ctx.request({ method: 'POST', url: '/api/me/calendar/token', cookie: me.cookie });
    expect(renewed.statusCode).toBe(200);
    const { url } = renewed.json();
    expect(url).not.toBe(old);
    expect(await calendarUrl(me.cookie)).toBe(url);
    const revoked = await ctx.request({ method: 'GET', url: feedPath(old) });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error.message).toBe(c.notFound);
    expect((await ctx.request({ method: 'GET', url: feedPath(url) })).statusCode).toBe(200);
  });

  it('answers 404 in French for an unknown or malformed token, 401 to a visitor asking for a URL', async () => {
    for (const path of [
      '/api/calendar/abcdefghijklmnopqrstuvwxyz012345.ics',
      '/api/calendar/x.ics',
      '/api/calendar/abc',
    ]) {
      const response = await ctx.request({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.message).toBe(c.notFound);
    }
    expect((await ctx.request({ method: 'GET', url: '/api/me/calendar' })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'POST', url: '/api/me/calendar/token' })).statusCode).toBe(401);
  });

  it('answers 404 while the account is suspended (with titles no more), again once reinstated, and 404 once deleted', async () => {
    const admin = await buildSignedInUser(ctx, { role: 'admin' });
    const me = await buildSignedInUser(ctx);
    await buildProject(ctx.db, { userId: me.user.id, title: 'Projet confidentiel', deadline: '2031-06-01' });
    const path = feedPath(await calendarUrl(me.cookie));
    const suspend = (suspended: boolean) =>
      ctx.request({
        method: 'PUT',
        url: `/api/admin/users/${me.user.id}/suspension`,
        payload: suspended ? suspensionWithReasons : { suspended },
        cookie: admin.cookie,
      });
    expect((await suspend(true)).statusCode).toBe(200);
    const suspended = await ctx.request({ method: 'GET', url: path });
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json().error.message).toBe(c.notFound);
    expect(suspended.body).not.toContain('Projet confidentiel');

    expect((await suspend(false)).statusCode).toBe(200);
    const reinstated = await ctx.request({ method: 'GET', url: path });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.body).toContain('Projet confidentiel');

    const deletion = await ctx.request({
      method: 'POST',
      url: '/api/me/deletion',
      payload: { password: defaultPassword },
      // The suspension ended the member's sessions: they sign in again.
      cookie: await signIn(ctx, me.user.email),
    });
    expect(deletion.statusCode).toBe(204);
    const deleted = await ctx.request({ method: 'GET', url: path });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error.message).toBe(c.notFound);
  });
});
