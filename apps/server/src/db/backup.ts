import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from '../lib/data-dir-lock';
import { pgliteExtensions as extensions } from './client';

const databaseDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** Writes the embedded database of DATA_DIR to a .tar.gz file; refused while a server holds DATA_DIR. */
export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!existsSync(databaseDir(dataDir))) {
    throw new Error(`Aucune base embarquée dans ${dataDir} : rien à sauvegarder.`);
  }
  const release = lockDataDir(dataDir, 'la sauvegarde');
  try {
    const database = new PGlite({ dataDir: databaseDir(dataDir), extensions });
    await database.waitReady;
    const dump = await database.dumpDataDir('gzip');
    await database.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database of DATA_DIR by a backup; the current one is kept aside as
 * `pglite.avant-restauration-<date>`. Refused while a server holds DATA_DIR.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`Le fichier de sauvegarde ${file} est introuvable.`);
  const release = lockDataDir(dataDir, 'la restauration');
  try {
    const target = databaseDir(dataDir);
    let keptAside: string | null = null;
    if (existsSync(target)) {
      keptAside = `${target}.avant-restauration-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, keptAside);
    }
    const database = new PGlite({
      dataDir: target,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions,
    });
    await database.waitReady;
    await database.query('select 1');
    await database.close();
    return keptAside;
  } finally {
    release();
  }
}
