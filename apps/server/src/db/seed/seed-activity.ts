import { profileViews } from '../schema';
import type { SeedContext } from './context';
import { DEMO_MEMBER_EMAIL, demoMembers } from './members';
import { daysAgo, isoDate } from './random';

/** Inserts profile views over the last two weeks, more of them on the demo member's profile. */
export async function seedProfileViews(ctx: SeedContext): Promise<number> {
  const { random, now } = ctx;
  const memberIds = demoMembers.map((member) => ctx.idOf(member.email));
  const camilleId = ctx.idOf(DEMO_MEMBER_EMAIL);
  const rows: Array<typeof profileViews.$inferInsert> = [];
  const seen = new Set<string>();

  const view = (viewerId: string, profileId: string, moment: Date): void => {
    const viewedOn = isoDate(moment);
    const key = `${viewerId}|${profileId}|${viewedOn}`;
    if (viewerId === profileId || seen.has(key) || ctx.joinedAt(viewerId) > moment) return;
    seen.add(key);
    rows.push({ id: ctx.uuid(), viewerId, profileId, viewedOn, createdAt: moment });
  };

  for (let day = 0; day < 14; day++) {
    // More visits this week than the week before, so the dashboard shows a rise.
    const camilleVisits = day < 7 ? random.int(3, 7) : random.int(1, 4);
    for (let i = 0; i < camilleVisits; i++) {
      view(random.pick(memberIds), camilleId, daysAgo(now, day, random.int(0, 12), random.int(0, 59)));
    }
    for (const profileId of random.sample(memberIds, 10)) {
      for (let i = random.int(1, 2); i > 0; i--) {
        view(random.pick(memberIds), profileId, daysAgo(now, day, random.int(0, 12), random.int(0, 59)));
      }
    }
  }
  await ctx.tx.insert(profileViews).values(rows);
  return rows.length;
}
