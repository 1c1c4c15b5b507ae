import { createServer } from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DEMO_ADMIN_EMAIL } from './db/seed';
import { demoAccountsWithPublicPassword, publicPasswordWarning } from './db/seed/public-password-warning';
import { countUsers, seedOnStart } from './db/seed-on-start';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';

/** How long a clean stop may take before the process exits anyway (orchestrators wait 10 to 30 s). */
const shutdownDeadlineMs = 9_500;

/** Takes the data directory for this process alone; a live server there makes this start stop with its message. */
function takeDataDir(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The French sentence for a port another program holds. */
function portTakenMessage(port: number, host: string): string {
  return (
    `Le port ${port} (${host}) est déjà utilisé par un autre programme : arrêtez-le, ` +
    'ou choisissez un autre port (par exemple PORT=3001 npm start).'
  );
}

function isAddressInUse(error: unknown): boolean {
  return (
    error instanceof Error && 'code' in error && (error.code === 'EADDRINUSE' || error.code === 'EACCES')
  );
}

/** Checks that the port is free before the database is opened or seeded; exits with a French message. */
async function ensurePortFree(port: number, host: string): Promise<void> {
  const probe = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    console.error(portTakenMessage(port, host));
    process.exit(1);
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    // A configuration mistake is the operator's to fix: its French sentence, without a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  await ensurePortFree(config.port, config.host);
  const release = config.databaseUrl ? null : takeDataDir(config.dataDir);
  let database: Database;
  try {
    database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  } catch (error) {
    release?.();
    throw error;
  }
  const app = await buildApp({ config, database });

  let closing = false;
  /**
   * SIGTERM (a rolling restart) or SIGINT: stop accepting, let requests under way finish, close the
   * WebSockets with 'going away' (clients reconnect elsewhere), close the database; past 10 seconds in all,
   * exit anyway, so an orchestrator never has to kill the process.
   */
  const shutdown = async (reason: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason} : arrêt propre du serveur`);
    setTimeout(() => {
      console.error('Arrêt propre trop long (10 s) : le serveur s’arrête sans attendre davantage.');
      release?.();
      process.exit(1);
    }, shutdownDeadlineMs).unref();
    try {
      await app.close();
      await database.close();
    } finally {
      release?.();
      process.exit(exitCode);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT reçu'));
  process.on('SIGTERM', () => void shutdown('SIGTERM reçu'));

  const seeded = await seedOnStart(database, config, app.log, app.storage);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken between the check and now: said the same way, and the database is closed cleanly.
    if (!isAddressInUse(error)) throw error;
    console.error(portTakenMessage(config.port, config.host));
    await shutdown('port occupé', 1);
  }
  const members = await countUsers(database.db);
  app.log.info(
    `Plateau prêt sur ${config.publicUrl} (base ${database.kind}, ${members} membres) en ${Date.now() - startedAt} ms`,
  );
  if (seeded) {
    console.log(
      [
        '',
        'Comptes de démonstration (mot de passe : demo1234) :',
        '  membre : camille@demo.fr',
        `  administrateur : ${DEMO_ADMIN_EMAIL}`,
        '',
      ].join('\n'),
    );
  }
  const warning = publicPasswordWarning(config.host, await demoAccountsWithPublicPassword(database.db));
  if (warning) console.warn(warning);
}

main().catch((error: unknown) => {
  console.error('Le serveur n’a pas pu démarrer :', error);
  process.exit(1);
});
