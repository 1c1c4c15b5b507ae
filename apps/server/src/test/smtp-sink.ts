import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SunkMail = { to: string[]; raw: string; at: number };

export type SmtpSink = {
  url: string;
  port: number;
  mails: SunkMail[];
  /** Times of every DATA attempt, refused or not. */
  attempts: number[];
  /** Resolves with the first mail to `to` (already received or to come). */
  mailTo: (to: string, timeoutMs?: number) => Promise<SunkMail>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (the `smtp-server` package): no TLS, no login. `refuse` answers the
 * first N messages with a temporary 451 failure (then accepts).
 */
export async function startSmtpSink(options: { port?: number; refuse?: number } = {}): Promise<SmtpSink> {
  const mails: SunkMail[] = [];
  const attempts: number[] = [];
  const waiters: { to: string; resolve: (mail: SunkMail) => void }[] = [];
  let refusals = options.refuse ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts.push(Date.now());
        if (refusals > 0) {
          refusals -= 1;
          const error = Object.assign(new Error('Serveur occupé, réessayez plus tard'), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        const mail: SunkMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        };
        mails.push(mail);
        for (const waiter of waiters.filter((w) => mail.to.includes(w.to))) waiter.resolve(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    attempts,
    mailTo(to, timeoutMs = 60_000) {
      const found = mails.find((mail) => mail.to.includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`aucun e-mail pour ${to}`)), timeoutMs);
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
