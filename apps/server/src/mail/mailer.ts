import { constants } from 'node:fs';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@plateau/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Tx } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { CommandEvents } from '../lib/command';
import { AppError } from '../lib/errors';
import type { MailContent } from './templates';

/** Where mail really goes: SMTP or the outbox folder. The 'mail' job's worker calls it. */
export type MailTransport = {
  deliver: (to: string, content: MailContent) => Promise<void>;
  /** 'smtp' (SMTP_URL) or 'outbox' (.eml files in DATA_DIR/mail). */
  readonly driver: 'smtp' | 'outbox';
  /** Resolves when mail can go out: the SMTP server answers and accepts the login, or the outbox is writable. */
  verify: () => Promise<void>;
  /** Closes the SMTP connections kept open between messages. */
  close?: () => void;
};

export type SendOptions = { tx?: Tx; events?: CommandEvents };

/** What the areas call: `app.mailer.send(to, content)` queues the e-mail; the 'mail' job delivers it. */
export type Mailer = {
  /**
   * Queues the e-mail (in the caller's transaction with `{ tx, events }`); resolves once it is stored, not
   * sent. A queue that cannot store it throws the French 503 `mailQueueUnavailable`.
   */
  send: (to: string, content: MailContent, options?: SendOptions) => Promise<void>;
  readonly driver: 'smtp' | 'outbox';
  verify: () => Promise<void>;
};

export type MailerOptions = { smtpUrl: string | undefined; from: string; outboxDir: string };

/** The job that delivers one e-mail. */
export const mailJob = 'mail';
export type MailJob = { to: string; content: MailContent };

/** SMTP when SMTP_URL is set; otherwise each message is written to the outbox as .eml. */
export function createMailTransport(options: MailerOptions, logger: FastifyBaseLogger): MailTransport {
  if (options.smtpUrl) {
    // A small pool of SMTP connections kept open: a burst of mail does not reconnect for each message.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, maxConnections: 8 });
    return {
      driver: 'smtp',
      close: () => transport.close(),
      async verify() {
        await transport.verify();
      },
      async deliver(to, content) {
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
    async deliver(to, content) {
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

/** Mail retries: 5 more attempts, 30 s then doubling (about 15 minutes in all), each attempt 60 s at most. */
export type MailRetry = { retryLimit: number; retryDelaySeconds: number };

/**
 * Defines the 'mail' job on the queue (delivering through `transport`) and returns the mailer that queues
 * into it: every e-mail of the site goes through the durable queue, with retries and backoff.
 */
export function createQueuedMailer(
  jobs: JobQueue,
  transport: MailTransport,
  retry: MailRetry,
  logger: FastifyBaseLogger,
): Mailer {
  jobs.define<MailJob>(mailJob, ({ to, content }) => transport.deliver(to, content), {
    retryLimit: retry.retryLimit,
    retryDelaySeconds: retry.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
    concurrency: 8,
  });
  return {
    driver: transport.driver,
    verify: () => transport.verify(),
    async send(to, content, options = {}) {
      try {
        await jobs.enqueue<MailJob>(mailJob, { to, content }, options);
      } catch (error) {
        // Inside a transaction the caller's own error handling decides (its rows roll back with it).
        if (options.tx) throw error;
        logger.error({ err: error, to, subject: content.subject }, "e-mail non mis en file d'envoi");
        throw new AppError(503, 'unavailable', messages.api.mailQueueUnavailable);
      }
    },
  };
}
