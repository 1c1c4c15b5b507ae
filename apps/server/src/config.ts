import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  uploadQuotaBytes,
  type WriteLimit,
  type WriteLimitArea,
  writeLimits,
} from '@plateau/shared/schemas/limits';
import type { LegalDetails } from '@plateau/shared/schemas/site';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const legalDefault = (demo: string) => z.preprocess(emptyToUndefined, z.string().trim().min(1).default(demo));

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString,
  AUTH_SECRET: optionalString,
  // No default: an address is designated only where the operator sets one.
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.string().default('')),
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Plateau <no-reply@plateau.local>')),
  STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  REALTIME_BUS: z.preprocess(emptyToUndefined, z.enum(['memory', 'postgres']).default('memory')),
  SEED: optionalString.pipe(z.enum(['demo', 'none']).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  WEB_DIST: optionalString,
  METRICS_TOKEN: optionalString,
  // An unread message is e-mailed after this delay (issue 30); one e-mail per conversation until the member is back.
  MESSAGE_MAIL_DELAY_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .default(600),
  ),
  AUTH_RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
  WRITE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(1)),
  AUTH_RATE_LIMIT_WINDOW: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(60)),
  // The job queue (pg-boss): how often an idle worker polls, whether this instance runs workers, mail retries.
  JOBS_POLL_INTERVAL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.5).max(60).default(2)),
  JOB_WORKERS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('true')),
  MAIL_RETRY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(20).default(5)),
  MAIL_RETRY_DELAY_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3600).default(30),
  ),
  // The publisher's details of the legal pages; the defaults say they are demo values.
  LEGAL_COMPANY_NAME: legalDefault('Plateau Démo (société fictive de démonstration)'),
  LEGAL_FORM: legalDefault('SAS (valeur de démonstration)'),
  LEGAL_CAPITAL: legalDefault('1 000 € (valeur de démonstration)'),
  LEGAL_ADDRESS: legalDefault('1 rue de la Démonstration, 75000 Paris (adresse de démonstration)'),
  LEGAL_SIRET: legalDefault('000 000 000 00000 (numéro de démonstration)'),
  LEGAL_VAT_NUMBER: legalDefault('FR00 000000000 (numéro de démonstration)'),
  LEGAL_PUBLICATION_DIRECTOR: legalDefault('Camille Exemple (nom de démonstration)'),
  LEGAL_HOST_NAME: legalDefault('Hébergeur de démonstration'),
  LEGAL_HOST_ADDRESS: legalDefault('2 avenue de l’Exemple, 75000 Paris (adresse de démonstration)'),
  LEGAL_CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('contact@plateau.example')),
  // LCEN art. 6: a way to reach the publisher and the host directly.
  LEGAL_PHONE: legalDefault('01 00 00 00 00 (numéro de démonstration)'),
  LEGAL_HOST_PHONE: legalDefault('01 00 00 00 01 (numéro de démonstration)'),
  // The consumer mediator named by the terms (the EU's ODR platform closed on 20 July 2025).
  LEGAL_MEDIATOR_NAME: legalDefault('Médiateur de la consommation de démonstration'),
  LEGAL_MEDIATOR_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://www.economie.gouv.fr/mediation-conso'),
  ),
  // The date each legal page gives as its last update (YYYY-MM-DD).
  LEGAL_UPDATED_AT: z.preprocess(emptyToUndefined, z.iso.date().default('2026-11-26')),
  // The product's social accounts shown in the footer; an unset one has no icon.
  LEGAL_INSTAGRAM_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LEGAL_X_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LEGAL_LINKEDIN_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  LEGAL_YOUTUBE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  authSecret: string;
  /** The designated administrator address (ADMIN_EMAIL, lower-cased), '' when unset: none is designated. */
  adminEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint: string | undefined;
      bucket: string | undefined;
      region: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };
  };
  realtimeBus: 'memory' | 'postgres';
  /** Demo data on a new embedded database unless SEED=none; on PostgreSQL only when SEED=demo. */
  seed: 'demo' | 'none' | 'auto';
  logLevel: string;
  trustProxy: boolean;
  /** Bearer token of GET /api/metrics (Prometheus); unset, there are no metrics. */
  metricsToken: string | undefined;
  /** Seconds a message stays unread before it is e-mailed (MESSAGE_MAIL_DELAY_SECONDS, default 600). */
  messageMailDelaySeconds: number;
  webDist: string;
  /** Rate limits per client address: every sign-up and reset request, but only the failed sign-ins. */
  authRateLimit: { window: number; max: number };
  /** The publisher's details shown by the legal pages (LEGAL_* variables; demo values by default). */
  legal: LegalDetails;
  /** Failed sign-ins allowed per account (whatever the address) in a window of `window` seconds. */
  signInAccountLimit: { window: number; max: number };
  /** Current-password checks (password change, account deletion) allowed per account in `window` seconds. */
  passwordCheckAccountLimit: { window: number; max: number };
  /** Writes per member per window (comments, uploads, project and task writes); tests lower them. */
  writeLimits: Record<WriteLimitArea, WriteLimit>;
  /** Bytes of images one member may have stored. */
  uploadQuotaBytes: number;
  /** The job queue: idle poll interval (seconds), whether this instance runs workers and schedules. */
  jobs: { pollIntervalSeconds: number; workers: boolean };
  /** Attempts after the first and the first retry's delay (doubled each time) of an e-mail. */
  mailRetry: { retryLimit: number; retryDelaySeconds: number };
};

/** The French refusal of a shared database without a shared signing secret. */
export const missingSharedSecretMessage =
  'AUTH_SECRET est requis avec DATABASE_URL : toutes les instances doivent signer les sessions avec le même ' +
  'secret (au moins 32 caractères). Créez-en un avec « openssl rand -base64 48 » et donnez la même valeur à ' +
  'chaque instance.';

/**
 * Reads the secret from AUTH_SECRET, or, on the embedded database (one instance), from DATA_DIR, generating
 * it once. With DATABASE_URL every instance must share it, so it has to come from the environment: a secret
 * generated per instance broke sessions across instances.
 */
function resolveSecret(
  dataDir: string,
  fromEnv: string | undefined,
  databaseUrl: string | undefined,
): string {
  if (fromEnv) {
    if (databaseUrl && fromEnv.length < 32) throw new Error(missingSharedSecretMessage);
    return fromEnv;
  }
  if (databaseUrl) throw new Error(missingSharedSecretMessage);
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Parses every environment variable once; defaults make `npm start` work with nothing set. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Configuration invalide : ${details}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: resolveSecret(dataDir, e.AUTH_SECRET, e.DATABASE_URL),
    adminEmail: e.ADMIN_EMAIL.trim().toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    storage: {
      driver: e.STORAGE,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    realtimeBus: e.REALTIME_BUS,
    seed: e.SEED ?? 'auto',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    metricsToken: e.METRICS_TOKEN,
    messageMailDelaySeconds: e.MESSAGE_MAIL_DELAY_SECONDS,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    authRateLimit: { window: e.AUTH_RATE_LIMIT_WINDOW, max: e.AUTH_RATE_LIMIT_MAX },
    writeLimits: Object.fromEntries(
      Object.entries(writeLimits).map(([area, limit]) => [
        area,
        { max: limit.max * e.WRITE_LIMIT_FACTOR, windowMs: limit.windowMs },
      ]),
    ) as Record<WriteLimitArea, WriteLimit>,
    uploadQuotaBytes,
    jobs: { pollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS, workers: e.JOB_WORKERS === 'true' },
    mailRetry: { retryLimit: e.MAIL_RETRY_LIMIT, retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS },
    legal: {
      companyName: e.LEGAL_COMPANY_NAME,
      legalForm: e.LEGAL_FORM,
      capital: e.LEGAL_CAPITAL,
      address: e.LEGAL_ADDRESS,
      siret: e.LEGAL_SIRET,
      vatNumber: e.LEGAL_VAT_NUMBER,
      publicationDirector: e.LEGAL_PUBLICATION_DIRECTOR,
      hostName: e.LEGAL_HOST_NAME,
      hostAddress: e.LEGAL_HOST_ADDRESS,
      contactEmail: e.LEGAL_CONTACT_EMAIL,
      phone: e.LEGAL_PHONE,
      hostPhone: e.LEGAL_HOST_PHONE,
      mediatorName: e.LEGAL_MEDIATOR_NAME,
      mediatorUrl: e.LEGAL_MEDIATOR_URL,
      updatedAt: e.LEGAL_UPDATED_AT,
      instagramUrl: e.LEGAL_INSTAGRAM_URL ?? null,
      xUrl: e.LEGAL_X_URL ?? null,
      linkedinUrl: e.LEGAL_LINKEDIN_URL ?? null,
      youtubeUrl: e.LEGAL_YOUTUBE_URL ?? null,
    },
    signInAccountLimit: { window: 15 * 60, max: 10 },
    passwordCheckAccountLimit: { window: 15 * 60, max: 10 },
  };
}

/** The names of the configuration variables (the diagnostics say which are set, never their values). */
export const configVariableNames = Object.keys(envSchema.shape);
