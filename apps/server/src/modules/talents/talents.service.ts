import type { TalentsQuery } from '@plateau/shared';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import {
  containsPattern,
  foldForSearch,
  searchWords,
  talentProfessionDocument,
  talentSearchDocument,
} from './talent-search';

/** Talents are members with role 'user' whose account is not deleted. */
export const isListedTalent = and(eq(users.role, 'user'), isNull(users.deletedAt));

/** Only what a talent card shows. */
const talentCardColumns = {
  id: users.id,
  fullName: users.fullName,
  avatarUrl: users.avatarUrl,
  profession: users.profession,
  bio: users.bio,
  location: users.location,
  skills: users.skills,
  availabilityStatus: users.availabilityStatus,
  createdAt: users.createdAt,
};

/** One page of the directory, newest first, every filter applied in SQL. */
export async function searchTalents(db: Db, query: TalentsQuery) {
  const conditions: SQL[] = [eq(users.role, 'user'), isNull(users.deletedAt)];
  for (const word of searchWords(query.q)) {
    conditions.push(sql`${talentSearchDocument} LIKE ${containsPattern(word)}`);
  }
  if (query.availability) conditions.push(eq(users.availabilityStatus, query.availability));
  if (query.location) conditions.push(eq(users.location, query.location));
  if (query.profession) {
    conditions.push(
      sql`${talentProfessionDocument} LIKE ${containsPattern(foldForSearch(query.profession))}`,
    );
  }
  if (query.skills && query.skills.length > 0) {
    // ALL the selected skills: array containment, backed by a GIN index.
    conditions.push(sql`${users.skills} @> ${sql.param(query.skills)}::text[]`);
  }
  const rows = await db
    .select(talentCardColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.slice(0, query.pageSize), hasMore: rows.length > query.pageSize };
}

const skillsCacheMs = 60_000;
let skillsCache: { at: number; db: Db; skills: Promise<string[]> } | null = null;

/** Distinct skills of the listed talents, sorted in French order; cached for a minute. */
export function listSkills(db: Db, now = Date.now()): Promise<string[]> {
  if (skillsCache && skillsCache.db === db && now - skillsCache.at < skillsCacheMs) return skillsCache.skills;
  const skills = db
    .selectDistinct({ skill: sql<string>`unnest(${users.skills})` })
    .from(users)
    .where(isListedTalent)
    .then((rows) =>
      rows
        .map((row) => row.skill)
        .filter((skill) => skill.trim().length > 0)
        .sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })),
    );
  skillsCache = { at: now, db, skills };
  skills.catch(() => {
    skillsCache = null;
  });
  return skills;
}

/** Forgets the cached skills (after a profile edit on this instance). */
export function forgetSkills(): void {
  skillsCache = null;
}
