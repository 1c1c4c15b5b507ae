import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { countUsers, seedOnStart } from './db/seed-on-start';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';

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

async function main(): Promise<void> {
  const startedAt = Date.now();
  const config = loadConfig();
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} reçu : arrêt propre du serveur`);
    try {
      await app.close();
      await database.close();
    } finally {
      release?.();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const seeded = await seedOnStart(database, config, app.log);
  await app.listen({ port: config.port, host: config.host });
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
        `  administrateur : ${config.adminEmail}`,
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  console.error('Le serveur n’a pas pu démarrer :', error);
  process.exit(1);
});
