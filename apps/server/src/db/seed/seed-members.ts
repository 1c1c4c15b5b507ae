import { accounts, portfolioItems, users } from '../schema';
import { demoAvatarUrl } from './avatars';
import { demoPortfolio } from './community-data';
import type { SeedContext } from './context';
import { ADMIN_FULL_NAME, demoMembers } from './members';
import { daysAgo } from './random';

/** Members who joined during the last week (the admin's "new members" figures are not empty). */
const recentMembers: Record<string, number> = {
  'mathieu.leroy@demo.fr': 5,
  'emilie.renaud@demo.fr': 3,
};

/** The admin's avatar comes after the members' (/demo-avatars/41.svg). */
export const adminAvatarNumber = demoMembers.length + 1;

/** Inserts the admin and the members with their credential accounts, then a few portfolio items. */
export async function seedMembers(
  ctx: SeedContext,
  options: { adminEmail: string; passwordHash: string },
): Promise<{ users: number; accounts: number; portfolioItems: number }> {
  const userRows: Array<typeof users.$inferInsert> = [];

  const adminId = ctx.uuid();
  const adminCreated = daysAgo(ctx.now, 60, 2);
  ctx.register(options.adminEmail, adminId, ADMIN_FULL_NAME, adminCreated);
  userRows.push({
    id: adminId,
    fullName: ADMIN_FULL_NAME,
    email: options.adminEmail.toLowerCase(),
    emailVerified: true,
    role: 'admin',
    avatarUrl: demoAvatarUrl(adminAvatarNumber),
    profession: 'Équipe éditoriale',
    bio: 'Le compte de l’équipe qui anime Plateau et son magazine.',
    location: 'Paris',
    skills: [],
    availabilityStatus: 'disponible',
    createdAt: adminCreated,
    updatedAt: adminCreated,
  });

  demoMembers.forEach((member, index) => {
    const id = ctx.uuid();
    const joinedDaysAgo = recentMembers[member.email] ?? 60 - index * 0.12;
    const createdAt = daysAgo(ctx.now, joinedDaysAgo, 0, ctx.random.int(0, 59));
    ctx.register(member.email, id, member.fullName, createdAt);
    userRows.push({
      id,
      fullName: member.fullName,
      email: member.email,
      emailVerified: true,
      role: 'user',
      avatarUrl: demoAvatarUrl(index + 1),
      profession: member.profession,
      bio: member.bio,
      location: member.location,
      skills: member.skills,
      website: member.website,
      socialLinks: member.socialLinks,
      availabilityStatus: member.availability,
      defaultShowProfile: index % 9 !== 4,
      createdAt,
      updatedAt: createdAt,
    });
  });
  await ctx.tx.insert(users).values(userRows);

  const accountRows = userRows.flatMap((user) =>
    user.id
      ? [
          {
            id: ctx.uuid(),
            userId: user.id,
            accountId: user.id,
            providerId: 'credential',
            password: options.passwordHash,
            createdAt: user.createdAt,
            updatedAt: user.createdAt,
          },
        ]
      : [],
  );
  await ctx.tx.insert(accounts).values(accountRows);

  const portfolioRows = demoPortfolio.map((item, index) => {
    const userId = ctx.idOf(item.email);
    const createdAt = ctx.ago(50 - index * 4);
    return {
      id: ctx.uuid(),
      userId,
      title: item.title,
      description: item.description,
      imageUrl: null,
      projectUrl: item.projectUrl,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await ctx.tx.insert(portfolioItems).values(portfolioRows);

  return { users: userRows.length, accounts: accountRows.length, portfolioItems: portfolioRows.length };
}
