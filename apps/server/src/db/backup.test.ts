import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf } from '../lib/data-dir-lock';
import { backupDataDir, restoreDataDir } from './backup';
import { openDatabase } from './client';
import { users } from './schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const live = spawn('sleep', ['300']);
afterAll(() => {
  live.kill('SIGKILL');
});

async function emailsIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const rows = await database.db.select({ email: users.email }).from(users);
  await database.close();
  return rows.map((row) => row.email).sort();
}

describe('backup and restore of the embedded database', () => {
  it('round-trips: what was there at the backup is back after a restore', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-backup-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await database.db.insert(users).values([
      { fullName: 'Avant Sauvegarde', email: 'avant@sauvegarde.test' },
      { fullName: 'Gardée Aussi', email: 'gardee@sauvegarde.test' },
    ]);
    await database.close();

    const file = path.join(dataDir, 'sauvegardes', 'plateau.tar.gz');
    expect(await backupDataDir(dataDir, file)).toBeGreaterThan(0);

    const after = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await after.db.delete(users).where(eq(users.email, 'avant@sauvegarde.test'));
    await after.db.insert(users).values({ fullName: 'Après', email: 'apres@sauvegarde.test' });
    await after.close();

    const keptAside = await restoreDataDir(dataDir, file);
    expect(keptAside && existsSync(keptAside)).toBe(true);
    expect(await emailsIn(dataDir)).toEqual(['avant@sauvegarde.test', 'gardee@sauvegarde.test']);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
  }, 120_000);

  it('npm run backup refuses while a server holds DATA_DIR, in French', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'plateau-backup-'));
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({ pid: live.pid, hostname: hostname(), startedAt: new Date().toISOString() }),
    );
    const result = spawnSync('npm', ['run', '--silent', 'backup', '--', path.join(dataDir, 'x.tar.gz')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('est déjà utilisé par un serveur Plateau en marche');
    expect(result.stderr).toContain('la sauvegarde');
    expect(existsSync(path.join(dataDir, 'x.tar.gz'))).toBe(false);
  }, 60_000);
});
