import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailContent } from './templates';

export type Mailer = {
  send: (to: string, content: MailContent) => Promise<void>;
  /** 'smtp' (SMTP_URL) or 'outbox' (.eml files in DATA_DIR/mail). */
  readonly driver: 'smtp' | 'outbox';
  /** Resolves when mail can go out: the SMTP server answers and accepts the login, or the outbox is writable. */
  verify: () => Promise<void>;
};

export type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** SMTP when SMTP_URL is set; otherwise each message is written to the outbox as .eml. */
export function createMailer(options: MailerOptions, logger: FastifyBaseLogger): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      driver: 'smtp',
      async verify() {
        await transport.verify();
      },
      async send(to, content) {
        await transport.sendMail({ from: options.from, to, ...content });
        logger.info({ to, subject: content.subject }, 'e-mail envoyé');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    driver: 'outbox',
    async verify() {
      await mkdir(options.outboxDir, { recursive: true });
      await access(options.outboxDir, constants.W_OK);
    },
    async send(to, content) {
      const info = await transport.sendMail({ from: options.from, to, ...content });
      await mkdir(options.outboxDir, { recursive: true });
      const slug = to.replace(/[^a-z0-9]+/gi, '_').slice(0, 60);
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}.eml`,
      );
      const raw = info.message;
      await writeFile(file, Buffer.isBuffer(raw) ? raw : String(raw));
      const link = content.text.match(/https?:\/\/\S+/)?.[0];
      logger.info(
        { to, subject: content.subject, file, link },
        `e-mail écrit dans ${file}${link ? ` — lien : ${link}` : ''}`,
      );
    },
  };
}
