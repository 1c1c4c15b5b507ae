import { defaultEmailPreferences, emailPreferenceMessages as m } from '@plateau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationEmailPreferences } from '../../db/schema';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { unsubscribeToken } from './unsubscribe-token';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

const url = '/api/me/notification-preferences';
const chosen = {
  messages: 'quotidien',
  connections: 'jamais',
  projects: 'immédiat',
  tasks: 'hebdomadaire',
  magazine: 'jamais',
} as const;
const storedRow = async (userId: string) =>
  (
    await ctx.db
      .select()
      .from(notificationEmailPreferences)
      .where(eq(notificationEmailPreferences.userId, userId))
  )[0];
const tokenOf = (userId: string, scope: Parameters<typeof unsubscribeToken>[2]) =>
  unsubscribeToken(ctx.config.authSecret, userId, scope);

describe('GET and PUT /api/me/notification-preferences', () => {
  it('gives the defaults to a member who never chose, and the message delay in minutes', async () => {
    const { cookie } = await buildSignedInUser(ctx);
    const response = await ctx.request({ method: 'GET', url, cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      preferences: {
        messages: 'immédiat',
        connections: 'immédiat',
        projects: 'quotidien',
        tasks: 'quotidien',
        magazine: 'hebdomadaire',
      },
      messageDelayMinutes: 10,
      messageDelaySeconds: 600,
    });
  });

  it('keeps what the member chose, for them only', async () => {
    const alice = await buildSignedInUser(ctx);
    const bruno = await buildSignedInUser(ctx);
    const saved = await ctx.request({ method: 'PUT', url, cookie: alice.cookie, payload: chosen });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences).toEqual(chosen);
    expect((await ctx.request({ method: 'GET', url, cookie: alice.cookie })).json().preferences).toEqual(
      chosen,
    );
    expect((await ctx.request({ method: 'GET', url, cookie: bruno.cookie })).json().preferences).toEqual(
      defaultEmailPreferences,
    );
  });

  it('refuses an unknown frequency, a missing or unknown type in French, and changes nothing', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    await ctx.request({ method: 'PUT', url, cookie, payload: chosen });
    const cases: Array<[unknown, string]> = [
      [{ ...chosen, messages: 'souvent' }, m.invalidFrequency],
      [{ ...chosen, magazine: undefined }, m.missingCategory],
      [{ ...chosen, newsletter: 'jamais' }, m.unknownCategory],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.request({ method: 'PUT', url, cookie, payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error)).toContain(message);
    }
    const row = await storedRow(user.id);
    expect(row?.messages).toBe('quotidien');
    expect(row?.magazine).toBe('jamais');
  });

  it('answers 401 to a visitor', async () => {
    expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'PUT', url, payload: chosen })).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe', () => {
  it('POST /desabonnement (RFC 8058) turns that type off without a session, the others stay', async () => {
    const member = await buildUser(ctx.db);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/desabonnement?jeton=${encodeURIComponent(tokenOf(member.id, 'messages'))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ scope: 'messages' });
    const row = await storedRow(member.id);
    expect(row?.messages).toBe('jamais');
    expect(row?.connections).toBe('immédiat');
    expect(row?.projects).toBe('quotidien');
  });

  it('accepts a multipart one-click body too', async () => {
    const member = await buildUser(ctx.db);
    const boundary = 'plateau-boundary';
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/desabonnement?jeton=${tokenOf(member.id, 'tasks')}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect((await storedRow(member.id))?.tasks).toBe('jamais');
  });

  it('the page’s API says what a link turns off, then turns it off (no session)', async () => {
    const member = await buildUser(ctx.db);
    const token = tokenOf(member.id, 'connections');
    const info = await ctx.request({ method: 'GET', url: `/api/email-unsubscribe?token=${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ scope: 'connections' });
    expect(await storedRow(member.id)).toBeUndefined();
    const done = await ctx.request({ method: 'POST', url: '/api/email-unsubscribe', payload: { token } });
    expect(done.statusCode).toBe(200);
    expect((await storedRow(member.id))?.connections).toBe('jamais');
  });

  it('a summary’s link turns off every type that summary carries', async () => {
    const { user, cookie } = await buildSignedInUser(ctx);
    await ctx.request({ method: 'PUT', url, cookie, payload: { ...chosen, messages: 'hebdomadaire' } });
    const done = await ctx.request({
      method: 'POST',
      url: '/api/email-unsubscribe',
      payload: { token: tokenOf(user.id, 'weeklyDigest') },
    });
    expect(done.statusCode).toBe(200);
    const row = await storedRow(user.id);
    expect(row?.messages).toBe('jamais');
    expect(row?.tasks).toBe('jamais');
    expect(row?.projects).toBe('immédiat');
  });

  it('refuses a tampered, truncated or foreign token in French and changes nothing', async () => {
    const member = await buildUser(ctx.db);
    const other = await buildUser(ctx.db);
    const good = tokenOf(member.id, 'messages');
    const [id, scope, signature] = good.split('.');
    const tampered = [
      `${id}.magazine.${signature}`,
      `${other.id}.${scope}.${signature}`,
      `${id}.${scope}.${signature?.slice(0, -2)}`,
      `${good}x`,
      'jeton-invalide',
    ];
    for (const token of tampered) {
      const api = await ctx.request({ method: 'POST', url: '/api/email-unsubscribe', payload: { token } });
      expect(api.statusCode).toBe(400);
      expect(api.json().error.message).toBe(m.invalidToken);
      const oneClick = await ctx.app.inject({
        method: 'POST',
        url: `/desabonnement?jeton=${encodeURIComponent(token)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode).toBe(400);
      expect(oneClick.json().error.message).toBe(m.invalidToken);
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/desabonnement' });
    expect(missing.statusCode).toBe(400);
    expect(await storedRow(member.id)).toBeUndefined();
    expect(await storedRow(other.id)).toBeUndefined();
  });
});
