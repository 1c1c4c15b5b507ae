import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './mail/mailer';
import type { Realtime } from './realtime/register-realtime';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    auth: Auth;
    mailer: Mailer;
    jobs: JobQueue;
    storage: Storage;
    realtime: Realtime;
  }
}
