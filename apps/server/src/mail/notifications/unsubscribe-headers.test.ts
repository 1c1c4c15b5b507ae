import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../mailer';
import { resetPasswordMail } from '../templates';
import { renderNotificationMail } from './notification-mails';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'plateau-mail-headers-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

const links = {
  url: 'https://plateau.example.fr/desabonnement?jeton=id.messages.signature',
  mailto: 'mailto:no-reply@plateau.example.fr?subject=D%C3%A9sabonnement%20id.messages.signature',
  preferencesUrl: 'https://plateau.example.fr/profil/parametres#notifications-email',
};

/** The raw message the outbox wrote for one recipient, folded header lines joined. */
function written(to: string): string {
  const file = readdirSync(outboxDir).find((name) => name.includes(to.replace(/[^a-z0-9]+/gi, '_')));
  if (!file) throw new Error(`aucun e-mail pour ${to}`);
  return readFileSync(path.join(outboxDir, file), 'utf8').replace(/\n[ \t]+/g, ' ');
}

describe('the unsubscribe headers reach the message (RFC 2369, RFC 8058)', () => {
  it('a notification e-mail carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post', async () => {
    const mailer = createMailTransport(
      { smtpUrl: undefined, from: 'Plateau <no-reply@plateau.example.fr>', outboxDir },
      pino({ level: 'silent' }),
    );
    const content = await renderNotificationMail(
      {
        kind: 'connectionRequest',
        type: 'connection',
        category: 'connections',
        recipientName: 'Bruno',
        content: 'Léa Dubois souhaite se connecter avec vous.',
        url: 'https://plateau.example.fr/reseau',
        name: 'Léa Dubois',
        profession: 'Monteuse',
      },
      links,
    );
    await mailer.deliver('bruno@exemple.fr', content);
    await mailer.deliver(
      'lea@exemple.fr',
      resetPasswordMail('Léa', 'https://plateau.example.fr/update-password?token=x'),
    );

    const notification = written('bruno@exemple.fr');
    expect(notification).toContain(`List-Unsubscribe: <${links.url}>, <${links.mailto}>`);
    expect(notification).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(notification).toMatch(/Content-Type: text\/plain/);
    expect(notification).toMatch(/Content-Type: text\/html/);
    const transactional = written('lea@exemple.fr');
    expect(transactional).not.toContain('List-Unsubscribe');
  });
});
