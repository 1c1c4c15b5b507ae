import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { projectJoinRequests, projectMembers, projects, users } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildJoinRequest, buildProject, buildProjectMember } from '../test/project-factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { withCompiledRows } from './compiled-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** A select with every kind of field: whole tables, a nested object, SQL values, left joins that may be empty. */
const statementNamed = (db: Db, name: string) =>
  db
    .select({
      project: projects,
      owner: { id: users.id, name: users.fullName, createdAt: users.createdAt },
      membership: projectMembers,
      joinRequest: projectJoinRequests,
      members: sql<number>`(SELECT count(*)::int FROM project_members counted WHERE counted.project_id = ${projects.id})`,
      createdText: sql<string>`${projects.createdAt}`,
      nothing: sql<null>`NULL`,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, projects.id),
        sql`${projectMembers.userId} = ${sql.placeholder('userId')}::uuid`,
      ),
    )
    .leftJoin(
      projectJoinRequests,
      and(
        eq(projectJoinRequests.projectId, projects.id),
        sql`${projectJoinRequests.userId} = ${sql.placeholder('userId')}::uuid`,
      ),
    )
    .where(sql`${projects.userId} = ${sql.placeholder('ownerId')}::uuid`)
    .orderBy(projects.createdAt, projects.id)
    .prepare(name);

describe('rows mapped by the mapping compiled once (withCompiledRows)', () => {
  it("are the rows Drizzle's own mapping gives: dates, nested objects, SQL values, empty left joins as null", async () => {
    const owner = await buildUser(ctx.db, { fullName: 'Créatrice Cartographie' });
    const reader = await buildUser(ctx.db);
    const joined = await buildProject(ctx.db, { userId: owner.id, title: 'Avec membre' });
    await buildProject(ctx.db, { userId: owner.id, title: 'Sans lien', tags: ['court', 'nuit'] });
    const requested = await buildProject(ctx.db, { userId: owner.id, title: 'Avec demande' });
    await buildProjectMember(ctx.db, { projectId: joined.id, userId: reader.id, displayName: 'Alias' });
    await buildJoinRequest(ctx.db, { projectId: requested.id, userId: reader.id });

    const plain = statementNamed(ctx.db, 'compiled_rows_plain');
    const compiled = withCompiledRows(statementNamed(ctx.db, 'compiled_rows_compiled'));
    for (const values of [
      { ownerId: owner.id, userId: reader.id },
      { ownerId: owner.id, userId: owner.id },
      { ownerId: reader.id, userId: reader.id },
    ]) {
      const expected = await plain.execute(values);
      const actual = await compiled.execute(values);
      expect(actual).toEqual(expected);
      // Same keys in the same order, so that every answer built from them is byte-identical.
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
    }
    const rows = await compiled.execute({ ownerId: owner.id, userId: reader.id });
    expect(
      rows.map((row) => [
        row.project.title,
        row.membership?.displayName ?? null,
        row.joinRequest?.role ?? null,
      ]),
    ).toEqual([
      ['Avec membre', 'Alias', null],
      ['Sans lien', null, null],
      ['Avec demande', null, 'cadreur'],
    ]);
    expect(rows[0]?.project.createdAt).toBeInstanceOf(Date);
    expect(rows[0]?.owner.name).toBe('Créatrice Cartographie');
  });
});
