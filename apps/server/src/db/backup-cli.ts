import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../lib/data-dir-lock';
import { backupDataDir, restoreDataDir } from './backup';

// `npm run backup [-- fichier.tar.gz]` and `npm run restore -- fichier.tar.gz`: the embedded database
// (PGlite in DATA_DIR). With PostgreSQL (DATABASE_URL), use pg_dump and pg_restore (see the README).

async function run(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL est défini : la base est PostgreSQL. Sauvegardez-la avec pg_dump et restaurez-la avec ' +
        'pg_restore (voir le README, section « Sauvegarde »).',
    );
    process.exitCode = 1;
    return;
  }
  if (command === 'backup') {
    const target =
      file ?? path.join('backups', `plateau-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const size = await backupDataDir(config.dataDir, target);
    console.log(`Sauvegarde de ${config.dataDir} écrite dans ${target} (${Math.round(size / 1024)} Ko).`);
    return;
  }
  if (command === 'restore' && file) {
    const keptAside = await restoreDataDir(config.dataDir, file);
    console.log(`Base de ${config.dataDir} restaurée depuis ${file}.`);
    if (keptAside) console.log(`L'ancienne base est conservée dans ${keptAside}.`);
    return;
  }
  console.error('Usage : npm run backup [-- fichier.tar.gz] | npm run restore -- fichier.tar.gz');
  process.exitCode = 1;
}

run().catch((error: unknown) => {
  const text = error instanceof DataDirLockedError || error instanceof Error ? error.message : String(error);
  console.error(`Échec : ${text}`);
  process.exitCode = 1;
});
