import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** What the lock file says about the process holding the data directory. */
type LockOwner = { pid: number; hostname: string; startedAt: string };

/** A lock of another host counts as abandoned once its holder stopped refreshing it this long ago. */
const foreignStaleMs = 15_000;
const refreshMs = 5_000;

/** Refused because a live process holds the data directory; the message is for the person starting it. */
export class DataDirLockedError extends Error {
  readonly owner: LockOwner | null;
  constructor(message: string, owner: LockOwner | null) {
    super(message);
    this.owner = owner;
  }
}

export const lockFileOf = (dataDir: string) => path.join(dataDir, 'server.lock');

function readOwner(file: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (value && typeof value === 'object' && 'pid' in value && typeof value.pid === 'number') {
      return value as LockOwner;
    }
  } catch {
    // unreadable, half-written, or the directory left by an older version
  }
  return null;
}

/** True when the process exists on this host (a PID of ours from a previous life, e.g. PID 1 in a container, is not). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** True when nobody holds the lock any more: its process is gone on this host, or a foreign holder went silent. */
function isAbandoned(file: string, owner: LockOwner | null, now: number): boolean {
  if (owner && owner.hostname === hostname()) return !isAlive(owner.pid);
  try {
    return now - statSync(file).mtimeMs > foreignStaleMs;
  } catch {
    return true;
  }
}

function describe(owner: LockOwner | null): string {
  return owner ? ` (processus ${owner.pid} sur ${owner.hostname}, démarré le ${owner.startedAt})` : '';
}

/**
 * Takes DATA_DIR for this process alone (PGlite must never be opened twice). A lock whose process is
 * gone (a crash, a SIGKILL) is taken over at once; only a live process keeps others out.
 * `purpose` words the refusal ('le serveur', 'la sauvegarde'...).
 */
export function lockDataDir(dataDir: string, purpose = 'le serveur'): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const me: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, content, { flag: 'wx' });
      const refresh = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(file, now, now);
        } catch {
          // removed by hand: nothing to refresh
        }
      }, refreshMs);
      refresh.unref();
      return () => {
        clearInterval(refresh);
        if (readOwner(file)?.pid === me.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    const owner = readOwner(file);
    if (!isAbandoned(file, owner, Date.now())) {
      throw new DataDirLockedError(
        `Le dossier de données ${dataDir} est déjà utilisé par un serveur Plateau en marche${describe(owner)} : ` +
          `${purpose} ne peut pas l'ouvrir en même temps. Arrêtez-le, ou choisissez un autre DATA_DIR, ` +
          'ou utilisez PostgreSQL (DATABASE_URL) pour plusieurs instances.',
        owner,
      );
    }
    // Abandoned (a file, or the directory an older version made): remove it and try again.
    rmSync(file, { recursive: true, force: true });
  }
  throw new DataDirLockedError(`Le verrou ${file} n'a pas pu être pris : réessayez.`, null);
}
