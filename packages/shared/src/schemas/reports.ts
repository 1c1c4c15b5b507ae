import { reportsMessages as m } from '../messages/reports.fr';
import { emailPattern } from './auth';
import { idParams } from './common';
import { multiLineText, nameText, singleLineText } from './text';
import { z } from './zod';

/** What can be reported (issue 31): each kind names one row of another area. */
export const reportTargetKinds = [
  'profile',
  'portfolio',
  'message',
  'articleComment',
  'project',
  'taskComment',
  'influencerProject',
  'application',
] as const;
export type ReportTargetKind = (typeof reportTargetKinds)[number];

/** The categories of the report form (DSA art. 16), labels in `reportsMessages.categories`. */
export const reportCategories = [
  'illegal',
  'harassment',
  'spam',
  'impersonation',
  'inappropriate',
  'other',
] as const;
export type ReportCategory = (typeof reportCategories)[number];

/** The decisions of the moderation queue, labels in `reportsMessages.actions`. */
export const moderationActions = ['none', 'remove', 'warn', 'suspend'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const suspensionDurations = ['7d', '30d', 'indefinite'] as const;
export type SuspensionDuration = (typeof suspensionDurations)[number];

/** The ground of a decision: a rule of the terms of use, illegality, or no breach (labels in `grounds`). */
export const moderationGrounds = [
  'noBreach',
  'illegal',
  'respect',
  'spam',
  'identity',
  'decency',
  'privacy',
  'rights',
] as const;
export type ModerationGround = (typeof moderationGrounds)[number];

export const minExplanationLength = 20;
export const maxExplanationLength = 5000;

const explanation = (required: string, tooLong: string) =>
  multiLineText({ error: required })
    .trim()
    .min(minExplanationLength, { error: required })
    .max(maxExplanationLength, { error: tooLong });

export const reportTargetSchema = z.object({
  kind: z.enum(reportTargetKinds, { error: m.errors.targetNotFound }),
  id: z.guid({ error: m.errors.targetNotFound }),
});
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/**
 * POST /api/reports. `target` is filled in by the page the 'Signaler' button is on; a visitor's report from
 * the footer's form gives only the content's address (`location`), which the server resolves. A member's
 * name and e-mail come from the session; a visitor gives them.
 */
export const reportInputSchema = z
  .object({
    target: reportTargetSchema.optional(),
    category: z.enum(reportCategories, { error: m.errors.categoryRequired }),
    explanation: explanation(m.errors.explanationRequired, m.errors.explanationTooLong),
    location: singleLineText({ error: m.errors.locationRequired })
      .trim()
      .min(1, { error: m.errors.locationRequired })
      .max(500, { error: m.errors.locationTooLong }),
    goodFaith: z.boolean({ error: m.errors.goodFaithRequired }).optional(),
    reporterName: nameText({ error: m.errors.nameRequired })
      .trim()
      .min(1, { error: m.errors.nameRequired })
      .max(100, { error: m.errors.nameRequired })
      .optional(),
    reporterEmail: singleLineText({ error: m.errors.emailRequired })
      .trim()
      .max(254, { error: m.errors.emailRequired })
      .regex(emailPattern, { error: m.errors.emailRequired })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.category === 'illegal' && value.goodFaith !== true) {
      ctx.addIssue({ code: 'custom', path: ['goodFaith'], message: m.errors.goodFaithRequired });
    }
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({
  report: z.object({ id: z.string(), createdAt: z.string() }),
});

/** What was reported, as it was when reported (or decided). */
export const contentSnapshotSchema = z.object({
  title: z.string().nullable(),
  text: z.string(),
});
export type ContentSnapshot = z.infer<typeof contentSnapshotSchema>;

export const moderationTargetSchema = z.object({
  kind: z.enum(reportTargetKinds),
  id: z.string(),
  /** The member the content belongs to (null once their account is gone). */
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** Where the content appears on the site (a path). */
  location: z.string(),
});

export const decisionSummarySchema = z.object({
  id: z.string(),
  action: z.enum(moderationActions),
  suspension: z.enum(suspensionDurations).nullable(),
  ground: z.enum(moderationGrounds),
  facts: z.string(),
  decidedAt: z.string(),
  decidedBy: z.string().nullable(),
  contestedAt: z.string().nullable(),
  contestText: z.string().nullable(),
  /** The decision this one answers, when it decides a contest. */
  appealOf: z.string().nullable(),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;

export const queueReportSchema = z.object({
  id: z.string(),
  category: z.enum(reportCategories).nullable(),
  explanation: z.string(),
  location: z.string(),
  reporterName: z.string(),
  reporterIsMember: z.boolean(),
  createdAt: z.string(),
});

/** One item of the queue: the open reports (or the contest) of one content. */
export const queueItemSchema = z.object({
  /** The report to decide on (`POST /api/admin/reports/:id/decision`); the decision covers the item's reports. */
  id: z.string(),
  kind: z.enum(['report', 'appeal']),
  target: moderationTargetSchema,
  snapshot: contentSnapshotSchema,
  count: z.number(),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  reports: z.array(queueReportSchema),
  /** For a contest: the decision contested. */
  contested: decisionSummarySchema.nullable(),
  /** For a contest: who may decide it (another administrator than the first decision's, when there is one). */
  canDecide: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const decidedItemSchema = z.object({
  decision: decisionSummarySchema,
  target: moderationTargetSchema,
  snapshot: contentSnapshotSchema,
  reportCount: z.number(),
});
export type DecidedItem = z.infer<typeof decidedItemSchema>;

export const moderationStatsSchema = z.object({
  byCategory: z.array(z.object({ category: z.enum(reportCategories), count: z.number() })),
  byAction: z.array(z.object({ action: z.enum(moderationActions), count: z.number() })),
  /** Median time from the first report to the decision, in hours (null before any decision). */
  medianHours: z.number().nullable(),
  openCount: z.number(),
});

export const queueSorts = ['newest', 'mostReported'] as const;
export const queueStatuses = ['open', 'decided'] as const;

export const adminReportsQuerySchema = z.object({
  status: z.enum(queueStatuses, { error: m.errors.invalidFilter }).default('open'),
  sort: z.enum(queueSorts, { error: m.errors.invalidFilter }).default('newest'),
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

export const adminReportsSchema = z.object({
  stats: moderationStatsSchema,
  open: z.array(queueItemSchema),
  decided: z.array(decidedItemSchema),
});
export type AdminReports = z.infer<typeof adminReportsSchema>;

export const reportIdParamsSchema = idParams({ id: m.errors.reportNotFound });
export const decisionIdParamsSchema = idParams({ id: m.errors.decisionNotFound });

const statementFields = {
  ground: z.enum(moderationGrounds, { error: m.errors.groundRequired }),
  facts: explanation(m.errors.factsRequired, m.errors.factsTooLong),
};
const suspensionField = z.enum(suspensionDurations, { error: m.errors.suspensionRequired });

/** A measure stands on a rule of the terms or on illegality, never on 'Aucune règle enfreinte'. */
const refuseNoBreach = (value: { ground: ModerationGround }, ctx: z.RefinementCtx) => {
  if (value.ground === 'noBreach') {
    ctx.addIssue({ code: 'custom', path: ['ground'], message: m.errors.noBreachWithAction });
  }
};

/** POST /api/admin/reports/:id/decision: a decision always carries its statement of reasons (DSA art. 17). */
export const decisionInputSchema = z
  .object({
    action: z.enum(moderationActions, { error: m.errors.actionRequired }),
    suspension: suspensionField.optional(),
    ...statementFields,
  })
  .superRefine((value, ctx) => {
    if (value.action === 'suspend' && !value.suspension) {
      ctx.addIssue({ code: 'custom', path: ['suspension'], message: m.errors.suspensionRequired });
    }
    if (value.action !== 'none') refuseNoBreach(value, ctx);
  });
export type DecisionInput = z.input<typeof decisionInputSchema>;

export const decisionResponseSchema = z.object({ decision: decisionSummarySchema });

/** POST /api/admin/moderation/removals: an administrator removes a comment directly, with the statement. */
export const commentRemovalInputSchema = z
  .object({
    kind: z.enum(['articleComment', 'taskComment'], { error: m.errors.commentNotFound }),
    id: z.guid({ error: m.errors.commentNotFound }),
    ...statementFields,
  })
  .superRefine(refuseNoBreach);
export type CommentRemovalInput = z.input<typeof commentRemovalInputSchema>;

/**
 * A suspension's duration and statement of reasons, the queue's decision 'Suspendre le compte' without the
 * choice of measure: the 'Utilisateurs' page's dialog (PUT /api/admin/users/:id/suspension) sends it.
 */
export const suspensionStatementSchema = z
  .object({ suspension: suspensionField, ...statementFields })
  .superRefine(refuseNoBreach);
export type SuspensionStatement = z.input<typeof suspensionStatementSchema>;

/** The statement of reasons as the member concerned reads it (GET /api/moderation/decisions/:id). */
export const memberDecisionSchema = z.object({
  id: z.string(),
  targetKind: z.enum(reportTargetKinds),
  location: z.string(),
  snapshot: contentSnapshotSchema,
  action: z.enum(moderationActions),
  suspension: z.enum(suspensionDurations).nullable(),
  suspendedUntil: z.string().nullable(),
  ground: z.enum(moderationGrounds),
  facts: z.string(),
  decidedAt: z.string(),
  contestedAt: z.string().nullable(),
  contestText: z.string().nullable(),
  isAppealDecision: z.boolean(),
  abilities: z.object({ contest: z.boolean() }),
});
export type MemberDecision = z.infer<typeof memberDecisionSchema>;

export const memberDecisionResponseSchema = z.object({ decision: memberDecisionSchema });

/**
 * The signed link of a statement of reasons (its e-mail, a suspended account's sign-in refusal): the member
 * concerned reads and contests the decision without a session. A wrong token answers 'Décision introuvable'.
 */
export const decisionAccessQuerySchema = z.object({
  token: z
    .string()
    .max(100, { error: m.errors.decisionNotFound })
    .regex(/^[\w-]+$/, { error: m.errors.decisionNotFound })
    .optional(),
});
export type DecisionAccessQuery = z.input<typeof decisionAccessQuerySchema>;

export const contestInputSchema = z.object({
  text: explanation(m.errors.contestRequired, m.errors.contestTooLong),
});
export type ContestInput = z.input<typeof contestInputSchema>;
