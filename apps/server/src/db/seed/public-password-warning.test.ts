import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password';
import { buildUser } from '../../test/factories';
import { getTestDatabase } from '../../test/test-database';
import type { Db } from '../client';
import { accounts } from '../schema';
import { DEMO_PASSWORD } from './index';
import {
  demoAccountsWithPublicPassword,
  isLoopbackHost,
  publicPasswordWarning,
} from './public-password-warning';

let db: Db;
beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

describe('the start-up warning about the public demo password (issue 27, item 1)', () => {
  it('finds the demo accounts that still open with demo1234, not those whose password changed', async () => {
    const demoHash = await hashPassword(DEMO_PASSWORD);
    const open = await buildUser(db, { email: `ouvert-${randomUUID().slice(0, 8)}@demo.fr` });
    await db.update(accounts).set({ password: demoHash }).where(eq(accounts.userId, open.id));
    const changed = await buildUser(db, { email: `change-${randomUUID().slice(0, 8)}@demo.fr` });
    const found = await demoAccountsWithPublicPassword(db);
    expect(found).toContain(open.email);
    expect(found).not.toContain(changed.email);
  });

  it('warns in French when the server listens beyond this machine, never on a loopback address', () => {
    const emails = ['admin@demo.fr', 'camille@demo.fr'];
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const warning = publicPasswordWarning(host, emails);
      expect(warning).toContain(
        'ATTENTION : 2 comptes de démonstration ont encore le mot de passe public demo1234',
      );
      expect(warning).toContain('admin@demo.fr');
      expect(warning).toContain(`le serveur écoute sur ${host}`);
      expect(warning).toContain('HOST=127.0.0.1');
    }
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(isLoopbackHost(host)).toBe(true);
      expect(publicPasswordWarning(host, emails)).toBeNull();
    }
    expect(publicPasswordWarning('0.0.0.0', [])).toBeNull();
  });
});
