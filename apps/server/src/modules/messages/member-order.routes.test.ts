import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

describe('the member picker sorts names the French way', () => {
  it('folds accents and case, then keeps the name itself as the tie-break, page after page', async () => {
    const word = `Zq${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const me = await buildSignedInUser(ctx, { fullName: `Moi ${word}` });
    const firstNames = ['Zoé', 'Lucie', 'élodie', 'Hugo', 'Léa', 'Élodie', 'Hélène', 'Œdipe', 'Olivier'];
    for (const first of firstNames) await buildUser(ctx.db, { fullName: `${first} ${word}` });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = await ctx.request({
        method: 'GET',
        url: `/api/conversations/members?q=${word}&limit=2${query}`,
        cookie: me.cookie,
      });
      expect(page.statusCode).toBe(200);
      const body = page.json() as { items: Array<{ fullName: string }>; nextCursor: string | null };
      seen.push(...body.items.map((item) => item.fullName.replace(` ${word}`, '')));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Élodie', 'élodie', 'Hélène', 'Hugo', 'Léa', 'Lucie', 'Œdipe', 'Olivier', 'Zoé']);
  });

  it('reads that order from the users_sort_name_idx index', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = await tx.execute(
        sql`explain select id from users where deleted_at is null
            order by sort_name collate "C", full_name collate "C", id limit 21`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain('users_sort_name_idx');
    expect(plan).not.toContain('Sort Key');
  });
});
