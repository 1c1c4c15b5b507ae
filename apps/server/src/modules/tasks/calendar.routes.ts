import { calendarMessages as c, endpoints } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorResponses, membersOnly, route } from '../../lib/route-kit';
import { buildCalendarFeed, calendarToken, findCalendarOwner, rotateCalendarToken } from './calendar.service';

const tags = ['Agenda'];
const feedUrl = (app: FastifyInstance, token: string) => `${app.config.publicUrl}/api/calendar/${token}.ics`;

/** GET /api/me/calendar and POST /api/me/calendar/token: the member's private feed URL. */
export async function calendarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  membersOnly(app);

  route(app, endpoints.tasks.calendar, {
    tags,
    summary: 'L’adresse privée de mon agenda (iCalendar), créée au premier appel',
    handler: async (request) => ({
      url: feedUrl(app, await calendarToken(app.db, app.config.authSecret, request.actor.id)),
    }),
  });

  route(app, endpoints.tasks.rotateCalendar, {
    tags,
    summary: 'Générer une nouvelle adresse d’agenda (l’ancienne cesse de fonctionner)',
    handler: async (request) => ({
      url: feedUrl(app, await rotateCalendarToken(app.db, app.config.authSecret, request.actor.id)),
    }),
  });
}

/** The feed itself, for calendar applications: no session, the secret token is the access. */
export async function calendarPublicRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/api/calendar/:file', {
    schema: {
      tags,
      summary: 'Le flux iCalendar d’un membre : échéances de ses tâches, dates de ses projets',
      params: z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/, { error: c.notFound }) }),
      response: { 200: z.string().describe('Le calendrier (text/calendar)'), ...errorResponses },
    },
    handler: async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const owner = await findCalendarOwner(app.db, token);
      if (!owner) throw notFound(c.notFound);
      const feed = await buildCalendarFeed(app.db, owner, app.config.publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="plateau.ics"')
        .send(feed);
    },
  });
}
