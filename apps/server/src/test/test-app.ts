import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { resetLinksSent } from '../auth/reset-request';
import { type Config, loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { type MailTransport, mailJob } from '../mail/mailer';
import type { MailContent } from '../mail/templates';
import { notificationMailJob } from '../modules/notifications';
import { getTestDatabase } from './test-database';

export type SentMail = MailContent & { to: string };

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** The e-mails delivered so far (the 'mail' job's worker fills it; see `mailDelivered`). */
  outbox: SentMail[];
  /** Resolves once every e-mail queued so far (and due) has been delivered or has failed. */
  mailDelivered: () => Promise<void>;
  jobPrefix: string;
  /** Injects a request from a given client address (each test uses its own for rate limits). */
  request: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
};

let addressCounter = 1;
let testAppCounter = 0;
/** A fresh client address, so database rate limits never leak between tests. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export type TestAppOptions = {
  /** Deliver through the real transport (SMTP when `smtpUrl` is set, else DATA_DIR/mail) instead of memory. */
  realMail?: boolean;
  /** Another database (a second instance on PostgreSQL). */
  database?: Database;
  /** Share the jobs of another test app (same prefix): two instances of one site. */
  jobPrefix?: string;
};

/** Builds the app on the worker's test database with an in-memory outbox. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const database = options.database ?? (await getTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'secret-de-test-suffisamment-long-0123456789',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
    }),
    authRateLimit: { window: 60, max: 1000 },
    ...overrides,
  };
  const outbox: SentMail[] = [];
  const mailTransport: MailTransport = {
    driver: 'outbox',
    verify: async () => {},
    deliver: async (to, content) => {
      outbox.push({ to, ...content });
    },
  };
  testAppCounter += 1;
  // Apps of one test worker share its database: each keeps its own jobs (and its own outbox).
  const jobPrefix = options.jobPrefix ?? `t${process.pid}_${testAppCounter}_`;
  const app = await buildApp({
    config,
    database,
    ...(options.realMail ? {} : { mailTransport }),
    jobPrefix,
    logger: process.env.DEBUG_LOG ? { level: 'debug' } : false,
  });
  extend?.(app);
  // The app's data directory (uploads, mail outbox) goes with it: the suites leave nothing in /tmp.
  app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  const remoteAddress = nextClientAddress();
  const request: TestContext['request'] = ({ cookie, headers, ...options }) =>
    app.inject({
      remoteAddress,
      ...options,
      headers: { origin: config.publicUrl, ...(cookie ? { cookie } : {}), ...headers },
    });
  const mailDelivered = async () => {
    // Reset links are queued after the answer; notifications due now decide their e-mail; then the 'mail'
    // job delivers what is queued.
    await resetLinksSent(app);
    await app.jobs.idle(notificationMailJob);
    await app.jobs.idle(mailJob);
  };
  return { app, db: database.db, config, outbox, mailDelivered, request, jobPrefix };
}

/** The cookie header to send back, from a response's Set-Cookie headers. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((value) => value.split(';')[0]).join('; ');
}
