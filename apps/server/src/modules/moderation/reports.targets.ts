import { type ReportTarget, type ReportTargetKind, reportsMessages } from '@plateau/shared';
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Db, Tx } from '../../db/client';
import {
  articleComments,
  influencerApplications,
  influencerProjectDetails,
  messages,
  news,
  portfolioItems,
  projectJoinRequests,
  projects,
  type StoredSnapshot,
  taskComments,
  tasks,
  users,
} from '../../db/schema';

const removedText = reportsMessages.removedContent;

/** A reportable content as the moderation sees it: its author, its page and its text as it is now. */
export type LoadedTarget = {
  kind: ReportTargetKind;
  id: string;
  ownerId: string;
  location: string;
  snapshot: StoredSnapshot;
  removed: boolean;
};

type Reader = Db | Tx;
const joinText = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join('\n\n');
const live = (id: SQL) => sql`exists (select 1 from users u where u.id = ${id} and u.deleted_at is null)`;

/**
 * Loads what `target` names if `actor` (null for a visitor) can see it, else null (the route's 404): a
 * visitor sees public pages only (projects); a member what the areas show members (profiles, portfolios,
 * published articles' comments, task boards, projects); a message its two members; an application the
 * project's owner and the applicant.
 */
export async function loadTarget(
  db: Reader,
  actor: Actor | null,
  target: ReportTarget,
): Promise<LoadedTarget | null> {
  const member = actor !== null;
  switch (target.kind) {
    case 'profile': {
      if (!member) return null;
      const [row] = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          profession: users.profession,
          bio: users.bio,
          location: users.location,
          website: users.website,
          moderatedAt: users.profileModeratedAt,
        })
        .from(users)
        .where(and(eq(users.id, target.id), isNull(users.deletedAt)));
      if (!row) return null;
      return {
        kind: 'profile',
        id: row.id,
        ownerId: row.id,
        location: `/talents/${row.id}`,
        snapshot: {
          title: row.fullName,
          text: joinText(row.profession, row.bio, row.location, row.website),
          fields: { bio: row.bio },
        },
        removed: row.moderatedAt !== null,
      };
    }
    case 'portfolio': {
      if (!member) return null;
      const [row] = await db
        .select()
        .from(portfolioItems)
        .where(and(eq(portfolioItems.id, target.id), live(sql`${portfolioItems.userId}`)));
      if (!row) return null;
      return {
        kind: 'portfolio',
        id: row.id,
        ownerId: row.userId,
        location: `/talents/${row.userId}`,
        snapshot: {
          title: row.title,
          text: joinText(row.description, row.projectUrl),
          fields: { title: row.title, description: row.description },
        },
        removed: row.moderatedAt !== null,
      };
    }
    case 'message': {
      if (!member) return null;
      const [row] = await db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.id, target.id),
            or(
              eq(messages.senderId, actor.id),
              eq(messages.receiverId, actor.id),
              sql`${actor.role} = 'admin'`,
            ),
          ),
        );
      if (!row) return null;
      const other = row.senderId === actor.id ? row.receiverId : row.senderId;
      return {
        kind: 'message',
        id: row.id,
        ownerId: row.senderId,
        location: `/messages/${other}`,
        snapshot: { title: null, text: row.content, fields: { content: row.content } },
        removed: row.moderatedAt !== null,
      };
    }
    case 'articleComment': {
      if (!member) return null;
      const [row] = await db
        .select({ comment: articleComments, title: news.title })
        .from(articleComments)
        .innerJoin(news, eq(news.id, articleComments.articleId))
        .where(
          and(
            eq(articleComments.id, target.id),
            sql`${news.isPublished} and coalesce(${news.publishDate}, ${news.createdAt}) <= now()`,
          ),
        );
      if (!row) return null;
      return {
        kind: 'articleComment',
        id: row.comment.id,
        ownerId: row.comment.userId,
        location: `/magazine/${row.comment.articleId}#commentaire-${row.comment.id}`,
        snapshot: { title: row.title, text: row.comment.content, fields: { content: row.comment.content } },
        removed: row.comment.moderatedAt !== null,
      };
    }
    case 'taskComment': {
      if (!member) return null;
      const [row] = await db
        .select({ comment: taskComments, taskTitle: tasks.title, projectId: tasks.projectId })
        .from(taskComments)
        .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
        .where(eq(taskComments.id, target.id));
      if (!row) return null;
      return {
        kind: 'taskComment',
        id: row.comment.id,
        ownerId: row.comment.userId,
        location: `/projets/${row.projectId}?tache=${row.comment.taskId}`,
        snapshot: {
          title: row.taskTitle,
          text: row.comment.content,
          fields: { content: row.comment.content },
        },
        removed: row.comment.moderatedAt !== null,
      };
    }
    case 'project':
    case 'influencerProject': {
      const [row] = await db
        .select({ project: projects, influencer: influencerProjectDetails.id })
        .from(projects)
        .leftJoin(influencerProjectDetails, eq(influencerProjectDetails.projectId, projects.id))
        .where(eq(projects.id, target.id));
      if (!row) return null;
      const kind = row.influencer ? 'influencerProject' : 'project';
      return {
        kind,
        id: row.project.id,
        ownerId: row.project.userId,
        location: `/projets/${row.project.id}`,
        snapshot: {
          title: row.project.title,
          text: row.project.description,
          fields: { description: row.project.description },
        },
        removed: row.project.moderatedAt !== null,
      };
    }
    case 'application': {
      if (!member) return null;
      const [row] = await db
        .select({
          application: influencerApplications,
          applicantId: projectJoinRequests.userId,
          projectId: projects.id,
          ownerId: projects.userId,
          projectTitle: projects.title,
        })
        .from(influencerApplications)
        .innerJoin(projectJoinRequests, eq(projectJoinRequests.id, influencerApplications.joinRequestId))
        .innerJoin(projects, eq(projects.id, projectJoinRequests.projectId))
        .where(eq(influencerApplications.id, target.id));
      if (!row) return null;
      if (actor.role !== 'admin' && actor.id !== row.ownerId && actor.id !== row.applicantId) return null;
      const a = row.application;
      return {
        kind: 'application',
        id: a.id,
        ownerId: row.applicantId,
        location: '/influencer/dashboard',
        snapshot: {
          title: row.projectTitle,
          text: joinText(a.coverLetter, a.relevantExperience, a.motivation, a.additionalInfo),
          fields: {
            coverLetter: a.coverLetter,
            relevantExperience: a.relevantExperience,
            motivation: a.motivation,
            additionalInfo: a.additionalInfo,
          },
        },
        removed: a.moderatedAt !== null,
      };
    }
    default: {
      const unknown: never = target.kind;
      return unknown;
    }
  }
}

/**
 * The content a visitor's address names (the footer's form): a project page `/projets/<id>` or a profile
 * `/talents/<id>`, on this site or given as a path; null when the address names neither.
 */
export function targetOfAddress(address: string): ReportTarget | null {
  let path = address.trim();
  try {
    path = new URL(path, 'https://plateau.invalid').pathname;
  } catch {
    return null;
  }
  const uuid = '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';
  const project = new RegExp(`^/projets/${uuid}/?$`).exec(path);
  if (project?.[1]) return { kind: 'project', id: project[1].toLowerCase() };
  const profile = new RegExp(`^/talents/${uuid}/?$`).exec(path);
  if (profile?.[1]) return { kind: 'profile', id: profile[1].toLowerCase() };
  return null;
}

/** Replaces the content's texts by 'Contenu retiré par la modération' and marks the row (issue 31). */
export async function removeContent(tx: Tx, target: { kind: ReportTargetKind; id: string }): Promise<void> {
  const now = new Date();
  switch (target.kind) {
    case 'profile':
      await tx
        .update(users)
        .set({ bio: removedText, profileModeratedAt: now })
        .where(eq(users.id, target.id));
      return;
    case 'portfolio':
      await tx
        .update(portfolioItems)
        .set({ title: removedText, description: removedText, moderatedAt: now })
        .where(eq(portfolioItems.id, target.id));
      return;
    case 'message':
      await tx
        .update(messages)
        .set({ content: removedText, moderatedAt: now })
        .where(eq(messages.id, target.id));
      return;
    case 'articleComment':
      await tx
        .update(articleComments)
        .set({ content: removedText, moderatedAt: now })
        .where(eq(articleComments.id, target.id));
      return;
    case 'taskComment':
      await tx
        .update(taskComments)
        .set({ content: removedText, moderatedAt: now })
        .where(eq(taskComments.id, target.id));
      return;
    case 'project':
    case 'influencerProject':
      await tx
        .update(projects)
        .set({ description: removedText, moderatedAt: now })
        .where(eq(projects.id, target.id));
      return;
    case 'application':
      await tx
        .update(influencerApplications)
        .set({
          coverLetter: removedText,
          relevantExperience: removedText,
          motivation: removedText,
          additionalInfo: null,
          moderatedAt: now,
        })
        .where(eq(influencerApplications.id, target.id));
      return;
    default: {
      const unknown: never = target.kind;
      return unknown;
    }
  }
}

/** Puts back the texts a removal replaced (a contest that reverses it), from the decision's snapshot. */
export async function restoreContent(
  tx: Tx,
  target: { kind: ReportTargetKind; id: string },
  fields: Record<string, string | null>,
): Promise<void> {
  const text = (key: string) => fields[key] ?? null;
  const required = (key: string) => fields[key] ?? '';
  switch (target.kind) {
    case 'profile':
      await tx
        .update(users)
        .set({ bio: text('bio'), profileModeratedAt: null })
        .where(eq(users.id, target.id));
      return;
    case 'portfolio':
      await tx
        .update(portfolioItems)
        .set({ title: required('title'), description: text('description'), moderatedAt: null })
        .where(eq(portfolioItems.id, target.id));
      return;
    case 'message':
      await tx
        .update(messages)
        .set({ content: required('content'), moderatedAt: null })
        .where(eq(messages.id, target.id));
      return;
    case 'articleComment':
      await tx
        .update(articleComments)
        .set({ content: required('content'), moderatedAt: null })
        .where(eq(articleComments.id, target.id));
      return;
    case 'taskComment':
      await tx
        .update(taskComments)
        .set({ content: required('content'), moderatedAt: null })
        .where(eq(taskComments.id, target.id));
      return;
    case 'project':
    case 'influencerProject':
      await tx
        .update(projects)
        .set({ description: required('description'), moderatedAt: null })
        .where(eq(projects.id, target.id));
      return;
    case 'application':
      await tx
        .update(influencerApplications)
        .set({
          coverLetter: required('coverLetter'),
          relevantExperience: required('relevantExperience'),
          motivation: required('motivation'),
          additionalInfo: text('additionalInfo'),
          moderatedAt: null,
        })
        .where(eq(influencerApplications.id, target.id));
      return;
    default: {
      const unknown: never = target.kind;
      return unknown;
    }
  }
}
