import type { ProfileUpdate, RecentProject, SocialNetwork } from '@plateau/shared';
import { isId, profileMessages as pm, socialNetworks } from '@plateau/shared';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profileViews, projectMembers, projects, type SocialLinks, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { isoString } from '../../lib/iso-string';
import type { Storage } from '../../storage/storage';
import { refuseRewriteOfRemoved } from '../moderation';
import { isOwnUpload, uploadFolderOf } from '../uploads';

/** The member row by id, or null (also for an id that is not a uuid). */
export async function findUser(db: Db, id: string) {
  if (!isId(id)) return null;
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The 3 most recent projects a member owns or belongs to with a visible profile in a public team. */
export async function recentProjectsOf(db: Db, userId: string, limit = 3): Promise<RecentProject[]> {
  const memberOf = db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(and(eq(projectMembers.userId, userId), eq(projectMembers.showProfile, true)));
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      category: projects.category,
      status: projects.status,
      createdAt: projects.createdAt,
    })
    .from(projects)
    // A membership shows only where the team is public (spec 2 §4: 'members' and 'private' teams are hidden).
    .where(
      or(
        eq(projects.userId, userId),
        and(inArray(projects.id, memberOf), eq(projects.memberVisibilityDefault, 'public')),
      ),
    )
    .orderBy(desc(projects.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status,
    createdAt: isoString(row.createdAt),
  }));
}

/** One view per viewer, profile and day (the unique index drops the others). */
export async function recordProfileView(db: Db, viewerId: string, profileId: string): Promise<void> {
  await db.insert(profileViews).values({ viewerId, profileId }).onConflictDoNothing();
}

/** Applies a validated profile update; the avatar must be one of the member's uploads. */
export async function updateProfile(
  db: Db,
  storage: Storage,
  current: typeof users.$inferSelect,
  update: ProfileUpdate,
) {
  // A presentation removed by the moderation is not written back (issue 31); the other fields still change.
  refuseRewriteOfRemoved({ moderatedAt: current.profileModeratedAt }, { bio: current.bio }, update);
  if (
    update.avatarUrl !== undefined &&
    update.avatarUrl !== null &&
    update.avatarUrl !== current.avatarUrl &&
    !(await isOwnUpload(storage, update.avatarUrl, uploadFolderOf('avatar', current.id)))
  ) {
    throw badRequest(pm.invalidAvatar, { avatarUrl: pm.invalidAvatar });
  }
  const values: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (update.fullName !== undefined) values.fullName = update.fullName;
  if (update.profession !== undefined) values.profession = update.profession;
  if (update.bio !== undefined) values.bio = update.bio;
  if (update.location !== undefined) values.location = update.location;
  if (update.skills !== undefined) values.skills = update.skills;
  if (update.availabilityStatus !== undefined) values.availabilityStatus = update.availabilityStatus;
  if (update.website !== undefined) values.website = update.website;
  if (update.defaultShowProfile !== undefined) values.defaultShowProfile = update.defaultShowProfile;
  if (update.avatarUrl !== undefined) values.avatarUrl = update.avatarUrl;
  if (update.socialLinks !== undefined) {
    const links: SocialLinks = {};
    for (const network of socialNetworks satisfies readonly SocialNetwork[]) {
      const value = update.socialLinks[network];
      if (value) links[network] = value;
    }
    values.socialLinks = links;
  }
  const [row] = await db.update(users).set(values).where(eq(users.id, current.id)).returning();
  return row ?? current;
}
