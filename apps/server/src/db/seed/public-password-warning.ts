import { isIP } from 'node:net';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../client';
import { accounts, users } from '../schema';
import { DEMO_PASSWORD } from './index';

/** Distinct password hashes checked at most (the seed gives every demo account the same one). */
const maxHashesChecked = 20;

/** The demo accounts (`…@demo.fr`) that still open with the public password `demo1234`. */
export async function demoAccountsWithPublicPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email, hash: accounts.password, role: users.role })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(and(like(users.email, '%@demo.fr'), isNull(users.deletedAt)))
    // Administrators first: the warning names them.
    .orderBy(asc(users.role), asc(users.email));
  const hashes = [...new Set(rows.map((row) => row.hash).filter((hash) => hash !== null))];
  const publicHashes = new Set<string>();
  for (const hash of hashes.slice(0, maxHashesChecked)) {
    if (await verifyPassword(hash, DEMO_PASSWORD)) publicHashes.add(hash);
  }
  return rows.filter((row) => row.hash !== null && publicHashes.has(row.hash)).map((row) => row.email);
}

/** True for an address only this machine reaches (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice(7) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * The French start-up warning when accounts with the public demo password exist and the server listens
 * beyond this machine: anyone reaching it could sign in as them (the administrator among them). Null otherwise.
 */
export function publicPasswordWarning(host: string, emails: readonly string[]): string | null {
  if (emails.length === 0 || isLoopbackHost(host)) return null;
  const shown = emails.slice(0, 3).join(', ');
  const more = emails.length > 3 ? ` et ${emails.length - 3} autre${emails.length > 4 ? 's' : ''}` : '';
  return [
    '',
    `ATTENTION : ${emails.length === 1 ? 'un compte de démonstration a' : `${emails.length} comptes de démonstration ont`} ` +
      `encore le mot de passe public ${DEMO_PASSWORD} (${shown}${more})`,
    `et le serveur écoute sur ${host}, joignable depuis le réseau : n’importe qui peut s’y connecter, administration comprise.`,
    'Supprimez ces comptes ou changez leur mot de passe, ou démarrez avec HOST=127.0.0.1 pour une démonstration locale.',
    '',
  ].join('\n');
}
