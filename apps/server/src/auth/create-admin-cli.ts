import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminMessages } from '@plateau/shared';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createJobQueue } from '../jobs/job-queue';
import { createMailTransport, createQueuedMailer } from '../mail/mailer';
import { createAuth } from './auth';
import { AdministratorRefused, createAdministrator } from './create-administrator';

// `npm run create-admin [-- --name "…" --email … --password …]`: the first administrator of a new
// installation; asks for what the flags do not give.

const m = adminMessages.cli;

async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  });
  const ask = createInterface({ input: process.stdin, output: process.stdout });
  const name = values.name ?? (await ask.question(`${m.askName} `));
  const email = values.email ?? (await ask.question(`${m.askEmail} `));
  const password = values.password ?? (await ask.question(`${m.askPassword} `));
  ask.close();

  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  const logger = pino({ level: 'warn' });
  // The e-mail is queued only: the server's worker delivers it (at once if it runs, else when it starts).
  const jobs = createJobQueue({ database, logger, pollIntervalSeconds: 2, workers: false });
  try {
    const transport = createMailTransport(
      { smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'mail') },
      logger,
    );
    const mailer = createQueuedMailer(jobs, transport, config.mailRetry, logger);
    await jobs.start();
    const auth = createAuth({ db: database.db, config, mailer, logger });
    const created = await createAdministrator(
      { db: database.db, auth },
      { name, email, password },
      { firstOnly: true },
    );
    console.log(m.created.replace('{email}', created.email));
  } catch (error) {
    if (error instanceof AdministratorRefused) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await jobs.stop();
    await database.close();
  }
}

await run();
