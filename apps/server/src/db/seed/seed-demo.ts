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
import { seedCommentNotices } from './seed-comment-notices';
import { attachCovers, renderDemoCovers } from './seed-covers';
import { seedCredits } from './seed-credits';
import { seedDeletedMember } from './seed-deleted-member';
import { seedEmailPreferences } from './seed-email-preferences';
import { seedInfluencer, seedMoreInfluencer } from './seed-influencer';
import { seedMagazine } from './seed-magazine';
import { seedMembers } from './seed-members';
import { seedModeration } from './seed-moderation';
import { seedNetwork } from './seed-network';
import { seedProjects } from './seed-projects';
import { seedReports } from './seed-reports';
import { seedTeamConversation } from './seed-team-conversation';

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
  blocks: number;
  messageRequests: number;
  reports: number;
  moderationDecisions: number;
  credits: number;
  teamMessages: number;
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
    const deleted = await seedDeletedMember(ctx, { passwordHash });
    const moderation = await seedModeration(ctx);
    const reports = await seedReports(ctx);
    const filmography = await seedCredits(ctx);
    await seedCommentNotices(ctx);
    await seedEmailPreferences(ctx);
    const teamConversation = await seedTeamConversation(ctx, storage);
    const coverCount = storage && covers ? await attachCovers(tx, storage, await covers) : 0;

    balanceDemoNotifications(ctx);
    nameNotificationActors(ctx);
    for (let start = 0; start < ctx.notifications.length; start += 500) {
      await tx.insert(notifications).values(ctx.notifications.slice(start, start + 500));
    }

    return {
      users: members.users + deleted.users,
      accounts: members.accounts + deleted.users,
      portfolioItems: members.portfolioItems,
      connections: network.connections,
      messages: network.messages + deleted.messages,
      notifications: ctx.notifications.length,
      articles: magazine.articles,
      publishedArticles: magazine.published,
      events: magazine.events,
      favoriteArticles: magazine.favorites,
      articleComments: magazine.comments + deleted.comments,
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
      blocks: moderation.blocks,
      messageRequests: moderation.messageRequests,
      reports: reports.reports,
      moderationDecisions: reports.decisions,
      credits: filmography.credits,
      teamMessages: teamConversation.teamMessages,
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

/**
 * A message or connection notice names its related member (the sender, the requester): recorded as its
 * actor, so it reads 'Utilisateur supprimé' if that member deletes their account (issue 29).
 */
function nameNotificationActors(ctx: SeedContext): void {
  for (const row of ctx.notifications) {
    if ((row.type !== 'message' && row.type !== 'connection') || !row.relatedId || row.actorId) continue;
    row.actorId = row.relatedId;
    row.actorName = ctx.nameOf(row.relatedId);
  }
}
