import type { EmailCategory, UnsubscribeScope } from '@plateau/shared';
import { notificationMailTexts } from '@plateau/shared';
import { fill } from '@plateau/shared/messages/fill';
import type { FastifyInstance } from 'fastify';
import type { UnsubscribeLinks } from '../../mail/notifications/render-mail';
import { unsubscribeToken } from './unsubscribe-token';

/** The page a browser opens from an unsubscribe link; a POST to the same address is the one click. */
export const unsubscribePath = '/desabonnement';
/** The settings section of the notification e-mails. */
export const emailPreferencesPath = '/profil/parametres#notifications-email';

/** The address part of MAIL_FROM ('Plateau <no-reply@plateau.fr>' → 'no-reply@plateau.fr'). */
export function mailFromAddress(mailFrom: string): string {
  return mailFrom.match(/<([^>]+)>/)?.[1]?.trim() ?? mailFrom.trim();
}

/** The unsubscribe links of one e-mail to one member: https (one click), mailto, and the settings page. */
export function unsubscribeLinks(
  config: FastifyInstance['config'],
  userId: string,
  scope: UnsubscribeScope | EmailCategory,
): UnsubscribeLinks {
  const token = unsubscribeToken(config.authSecret, userId, scope);
  const subject = encodeURIComponent(fill(notificationMailTexts.unsubscribeMailSubject, { token }));
  return {
    url: `${config.publicUrl}${unsubscribePath}?jeton=${encodeURIComponent(token)}`,
    mailto: `mailto:${mailFromAddress(config.mailFrom)}?subject=${subject}`,
    preferencesUrl: `${config.publicUrl}${emailPreferencesPath}`,
  };
}
