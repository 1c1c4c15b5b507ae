import { endpoints, emailPreferenceMessages as m } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors';
import { membersOnly, route } from '../../lib/route-kit';
import { findEmailPreferences, saveEmailPreferences, turnOffEmails } from './email-preferences.service';
import { unsubscribePath } from './mail-links';
import { readUnsubscribeToken } from './unsubscribe-token';

const tags = ['Notifications'];

/** GET and PUT /api/me/notification-preferences: the member's 'Notifications par e-mail' settings. */
export async function emailPreferenceRoutes(fastify: FastifyInstance): Promise<void> {
  membersOnly(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const messageDelayMinutes = Math.round(app.config.messageMailDelaySeconds / 60);
  const messageDelaySeconds = app.config.messageMailDelaySeconds;

  route(app, endpoints.emailPreferences.get, {
    tags,
    summary: 'Mes préférences de notifications par e-mail, par type',
    handler: async (request) => ({
      preferences: await findEmailPreferences(app.db, request.actor.id),
      messageDelayMinutes,
      messageDelaySeconds,
    }),
  });

  route(app, endpoints.emailPreferences.update, {
    tags,
    summary: 'Choisir, pour chaque type, immédiat, résumé quotidien, résumé hebdomadaire ou jamais',
    handler: async (request) => ({
      preferences: await saveEmailPreferences(app.db, request.actor.id, request.body),
      messageDelayMinutes,
      messageDelaySeconds,
    }),
  });
}

const invalidToken = () => badRequest(m.invalidToken, { token: m.invalidToken });

/**
 * The one-click unsubscribe (RFC 8058), without a session: the signed token is the proof. The API pair
 * serves the page /desabonnement; `POST /desabonnement?jeton=…` is the address of the e-mails'
 * List-Unsubscribe header, which mail providers post `List-Unsubscribe=One-Click` to (any body).
 */
export async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const read = (token: string) => readUnsubscribeToken(app.config.authSecret, token);

  route(app, endpoints.emailPreferences.unsubscribeInfo, {
    tags,
    summary: 'Ce qu’un lien de désabonnement désactiverait (sans session)',
    handler: async (request) => {
      const target = read(request.query.token);
      if (!target) throw invalidToken();
      return { scope: target.scope };
    },
  });

  route(app, endpoints.emailPreferences.unsubscribe, {
    tags,
    summary: 'Se désabonner en un clic des e-mails d’un type (sans session, jeton signé)',
    handler: async (request) => {
      const target = read(request.body.token);
      if (!target) throw invalidToken();
      await app.db.transaction((tx) => turnOffEmails(tx, target.userId, target.scope));
      return { scope: target.scope };
    },
  });

  // Mail providers post a form (urlencoded or multipart) whose content does not matter: read it as text.
  fastify.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    oneClick.post(unsubscribePath, { schema: { hide: true } }, async (request, reply) => {
      const { jeton } = request.query as { jeton?: unknown };
      const target = typeof jeton === 'string' ? read(jeton) : null;
      if (!target) throw invalidToken();
      await app.db.transaction((tx) => turnOffEmails(tx, target.userId, target.scope));
      return reply.status(200).send({ scope: target.scope });
    });
  });
}
