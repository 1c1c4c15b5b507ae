import { and, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { projectJoinRequests, projectMembers, projects, users } from '../db/schema';
import { buildUser } from '../test/factories';
import { buildJoinRequest, buildProject, buildProjectMember } from '../test/project-factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { pgTimestampToDate, pgTimestampToIsoString, withCompiledRows } from './compiled-rows';
import { classifyDatabaseError } from './database-errors';
import { isoString } from './iso-string';

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

  it('fail as Drizzle fails: its query error, the database error as cause', async () => {
    const compiled = withCompiledRows(statementNamed(ctx.db, 'compiled_rows_failing'));
    const failure = await compiled.execute({ ownerId: 'pas-un-uuid', userId: 'pas-un-uuid' }).catch((e) => e);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(classifyDatabaseError(failure)).toBe('invalid_data');
  });
});

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Timestamps as PostgreSQL writes them (years 1000–9999, no to six fraction digits, one of `offsets`), from a fixed
 * sequence (a linear congruential generator seeded with `seed`): the same texts on every run.
 */
function pgTimestampTexts(seed: number, offsets: string[]) {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
  return () => {
    const fraction = next(7);
    return (
      `${pad(1000 + next(9000), 4)}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)} ` +
      `${pad(next(24), 2)}:${pad(next(60), 2)}:${pad(next(60), 2)}` +
      (fraction ? `.${pad(next(10 ** fraction), fraction)}` : '') +
      (offsets[next(offsets.length)] as string)
    );
  };
}

describe('timestamps read without the general date parser (pgTimestampToDate)', () => {
  it('give the Date that new Date gives, for every form PostgreSQL writes', () => {
    const nextText = pgTimestampTexts(20261129, [
      '+00',
      '+0000',
      '-03',
      '+05:30',
      '-09:30',
      '+14',
      '+01:00',
      '-0800',
    ]);
    for (let count = 0; count < 5000; count += 1) {
      const text = nextText();
      expect(pgTimestampToDate(text)?.getTime(), text).toBe(new Date(text).getTime());
    }
    // Ends of months and leap days.
    for (const text of [
      '2024-02-29 23:59:59.999999+00',
      '2026-12-31 23:59:59+00',
      '2000-02-29 00:00:00+0000',
    ]) {
      expect(pgTimestampToDate(text)?.getTime(), text).toBe(new Date(text).getTime());
    }
  });

  it('leave to new Date what they do not read: other years, BC, infinity, impossible days, offsets in seconds', () => {
    for (const text of [
      '0099-01-01 00:00:00+00',
      '12026-01-01 00:00:00+00',
      '2026-01-01 00:00:00+00 BC',
      'infinity',
      '-infinity',
      '2026-02-30 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-01-01 24:00:00+00',
      '2026-01-01 10:00:00+05:30:15',
      '2026-01-01 10:00:00.1234567+00',
      '2026-01-01T10:00:00Z',
    ]) {
      expect(pgTimestampToDate(text), text).toBeNull();
    }
  });
});

describe("timestamps written from the driver's text (pgTimestampToIsoString)", () => {
  it('give the text isoString writes of the Date, for every form PostgreSQL writes', () => {
    const nextText = pgTimestampTexts(20261130, [
      '+00',
      '+00',
      '+00',
      '+0000',
      '-03',
      '+05:30',
      '+14',
      '-0800',
    ]);
    for (let count = 0; count < 20_000; count += 1) {
      const text = nextText();
      expect(pgTimestampToIsoString(text), text).toBe(isoString(new Date(text)));
    }
    for (const [text, iso] of [
      ['2026-11-30 01:13:10.123456+00', '2026-11-30T01:13:10.123Z'],
      ['2026-11-30 01:13:10.9+00', '2026-11-30T01:13:10.900Z'],
      ['2026-11-30 01:13:10.05+00', '2026-11-30T01:13:10.050Z'],
      ['2026-11-30 01:13:10+00', '2026-11-30T01:13:10.000Z'],
      ['2024-02-29 23:59:59.999999+00', '2024-02-29T23:59:59.999Z'],
      ['2026-11-30 02:13:10.5+01', '2026-11-30T01:13:10.500Z'],
      ['0099-01-01 00:00:00+00', '0099-01-01T00:00:00.000Z'],
    ] as const) {
      expect(pgTimestampToIsoString(text), text).toBe(iso);
    }
  });
});
