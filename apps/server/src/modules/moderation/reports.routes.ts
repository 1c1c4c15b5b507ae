import { endpoints, type ReportInput, reportsMessages } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { requireConfirmedEmail } from '../../auth/confirmed-email';
import { getActor } from '../../auth/session';
import { limitAttempts } from '../../lib/attempt-limit';
import { runCommand } from '../../lib/command';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-string';
import { route } from '../../lib/route-kit';
import { createReport } from './reports.commands';
import { reportReceivedMail } from './reports.mail';
import { canReport } from './reports.policy';
import { loadTarget, targetOfAddress } from './reports.targets';

const m = reportsMessages;
const tags = ['Signalements'];
/** A member's reports: at most 20 an hour. */
const memberReportLimit = { window: 3600, max: 20 };

/** The visitor's name and e-mail, required when there is no session (the member's come from it). */
function visitorIdentity(body: ReportInput) {
  const fields: Record<string, string> = {};
  if (!body.reporterName) fields.reporterName = m.errors.nameRequired;
  if (!body.reporterEmail) fields.reporterEmail = m.errors.emailRequired;
  const [first] = Object.values(fields);
  if (first) throw badRequest(first, fields);
  return { id: null, name: body.reporterName ?? '', email: body.reporterEmail ?? '' };
}

/** POST /api/reports: open to anyone (DSA art. 16), visitors included. */
export async function reportPublicRoutes(app: FastifyInstance): Promise<void> {
  route(app, endpoints.reports.create, {
    tags,
    summary: 'Signaler un contenu (membre ou visiteur) ; le contenu est copié tel qu’il est',
    handler: async (request) => {
      const actor = await getActor(request);
      const body = request.body;
      if (actor) requireConfirmedEmail(actor);
      const reporter = actor
        ? { id: actor.id, name: actor.fullName, email: actor.email }
        : visitorIdentity(body);
      const target = body.target ?? targetOfAddress(body.location);
      if (!target) throw badRequest(m.errors.addressUnknown, { location: m.errors.addressUnknown });
      await limitAttempts(
        app.db,
        'report',
        actor ? `user:${actor.id}` : request.ip,
        actor ? memberReportLimit : app.config.authRateLimit,
      );
      const report = await runCommand(app, async (tx, events) => {
        const loaded = await loadTarget(tx, actor, target);
        if (!loaded) throw notFound(m.errors.targetNotFound);
        if (!canReport(actor, loaded)) throw forbidden(m.errors.ownContent);
        const row = await createReport(tx, events, {
          target: loaded,
          reporter,
          category: body.category,
          explanation: body.explanation,
          location: body.location,
          goodFaith: body.goodFaith === true,
        });
        if (!row) throw conflict(m.errors.alreadyReported);
        return row;
      });
      await app.mailer.send(
        reporter.email,
        reportReceivedMail(reporter.name, m.kinds[report.targetKind], m.categories[body.category]),
      );
      return { report: { id: report.id, createdAt: isoString(report.createdAt) } };
    },
  });
}
