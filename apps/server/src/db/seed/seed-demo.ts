import { hashPassword } from '../../auth/password';
import type { Storage } from '../../storage/storage';
import type { Db } from '../client';
import { notifications } from '../schema';
import { createContext, type SeedContext } from './context';
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './members';
import { camilleProjects } from './projects-camille';
import { moreProjects } from './projects-more';
import { screenProjects } from './projects-screen';
import { stageProjects } from './projects-stage';
import { createRandom } from './random';
import { seedProfileViews } from './seed-activity';
import { seedAdministration } from './seed-admin';
import { attachCovers, renderDemoCovers } from './seed-covers';
import { seedEmailPreferences } from './seed-email-preferences';
import { seedInfluencer, seedMoreInfluencer } from './seed-influencer';
import { seedMagazine } from './seed-magazine';
import { seedMembers } from './seed-members';
import { seedNetwork } from './seed-network';
import { seedProjects } from './seed-projects';

export type SeedSummary = {
  users: number;
  accounts: number;
  portfolioItems: number;
  connections: number;
  messages: number;
  notifications: number;
  articles: number;
  publishedArticles: number;
  events: number;
  favoriteArticles: number;
  articleComments: number;
  projects: number;
  projectMembers: number;
  joinRequests: number;
  tasks: number;
  taskComments: number;
  influencerRoles: number;
  influencerApplications: number;
  profileViews: number;
  covers: number;
  auditEntries: number;
};

const SEED = 20_250_601;

/** Inserts the French demo dataset in one transaction; the same data on every run (dates relative to now). */
export async function seedDemo(
  db: Db,
  options: { demoPassword: string; storage?: Storage },
): Promise<SeedSummary> {
  const { storage } = options;
  // Drawn while the rows are inserted (sharp works off the main thread); attached once they exist.
  const projects = [...camilleProjects, ...screenProjects, ...stageProjects];
  // The standard projects get drawn covers; `moreProjects` keep their category's cover (a project without one).
  const covers = storage ? renderDemoCovers(projects) : null;
  covers?.catch(() => undefined);
  const adminEmail = DEMO_ADMIN_EMAIL;
  // argon2 is slow on purpose: one hash shared by every demo account.
  const passwordHash = await hashPassword(options.demoPassword);
  const now = new Date();

  return db.transaction(async (tx) => {
    const ctx = createContext(tx, createRandom(SEED), now);
    const members = await seedMembers(ctx, { adminEmail, passwordHash });
    const network = await seedNetwork(ctx, projects);
    const magazine = await seedMagazine(ctx, adminEmail);
    const projectCounts = await seedProjects(ctx, projects);
    const influencer = await seedInfluencer(ctx);
    const profileViews = await seedProfileViews(ctx);
    // Last: the draws above stay those of the data the other areas' tests know.
    const more = await seedProjects(ctx, moreProjects);
    const moreInfluencer = await seedMoreInfluencer(ctx);
    const administration = await seedAdministration(ctx, adminEmail);
    await seedEmailPreferences(ctx);
    const coverCount = storage && covers ? await attachCovers(tx, storage, await covers) : 0;

    balanceDemoNotifications(ctx);
    for (let start = 0; start < ctx.notifications.length; start += 500) {
      await tx.insert(notifications).values(ctx.notifications.slice(start, start + 500));
    }

    return {
      users: members.users,
      accounts: members.accounts,
      portfolioItems: members.portfolioItems,
      connections: network.connections,
      messages: network.messages,
      notifications: ctx.notifications.length,
      articles: magazine.articles,
      publishedArticles: magazine.published,
      events: magazine.events,
      favoriteArticles: magazine.favorites,
      articleComments: magazine.comments,
      projects: projectCounts.projects + more.projects + influencer.projects + moreInfluencer.projects,
      projectMembers: projectCounts.projectMembers + more.projectMembers + moreInfluencer.members,
      joinRequests:
        projectCounts.joinRequests +
        more.joinRequests +
        influencer.joinRequests +
        moreInfluencer.joinRequests,
      tasks: projectCounts.tasks,
      taskComments: projectCounts.taskComments,
      influencerRoles: influencer.roles + moreInfluencer.roles,
      influencerApplications: influencer.applications + moreInfluencer.applications,
      profileViews,
      covers: coverCount,
      auditEntries: administration.auditEntries,
    };
  });
}

/**
 * Makes sure the demo member sees, for every notification type but messages (whose state follows the
 * messages), at least one read and one unread notification.
 */
function balanceDemoNotifications(ctx: SeedContext): void {
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  for (const type of ['connection', 'project', 'task'] as const) {
    const own = ctx.notifications
      .filter((row) => row.userId === camilleId && row.type === type)
      .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0));
    const oldest = own[0];
    const newest = own[own.length - 1];
    if (!oldest || !newest || oldest === newest) continue;
    if (own.every((row) => row.read)) newest.read = false;
    if (own.every((row) => !row.read)) oldest.read = true;
  }
}
