import type { FastifyInstance } from 'fastify';
import { runDigests } from './digest';
import {
  deliverNotificationMail,
  findMailableNotification,
  notificationMailDelaySeconds,
} from './notification-mail';
import { notificationMailJob } from './notifications.commands';

export const dailyDigestJob = 'digest-daily';
export const weeklyDigestJob = 'digest-weekly';

/**
 * Issue 30 on the job queue: each notification's e-mail (queued by `notify` in the command's transaction; a
 * message waits MESSAGE_MAIL_DELAY_SECONDS first, then goes only if still unread), the daily summary at 8:00 and
 * the weekly one on Monday at 8:00, Paris time, once across every instance.
 */
export function scheduleNotificationMails(app: FastifyInstance): void {
  app.jobs.define<{ id: string }>(
    notificationMailJob,
    async ({ id }) => {
      const notification = await findMailableNotification(app.db, id);
      if (!notification) return;
      const due = notification.createdAt.getTime() + notificationMailDelaySeconds(app, notification) * 1000;
      if (due > Date.now()) {
        await app.jobs.enqueue(notificationMailJob, { id }, { startAfter: new Date(due) });
        return;
      }
      await deliverNotificationMail(app, id);
    },
    { retryLimit: 3, retryDelaySeconds: 60 },
  );
  for (const [job, frequency, cron] of [
    [dailyDigestJob, 'quotidien', '0 8 * * *'],
    [weeklyDigestJob, 'hebdomadaire', '0 8 * * 1'],
  ] as const) {
    app.jobs.define(
      job,
      async () => {
        const result = await runDigests(app, frequency);
        app.log.info({ frequency, ...result }, 'résumés par e-mail envoyés');
      },
      { policy: 'short', retryLimit: 1, retryDelaySeconds: 600, expireInSeconds: 3 * 60 * 60 },
    );
    app.jobs.schedule(job, cron);
  }
}
