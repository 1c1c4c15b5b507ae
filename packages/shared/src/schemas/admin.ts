import {
  availabilityStatuses,
  eventsCategory,
  magazineCategories,
  projectStatuses,
  storedProjectCategories,
  taskStatuses,
  userRoles,
} from '../enums';
import { adminMessages } from '../messages/admin.fr';
import { registerSchema } from './auth';
import { idParams, pageCursorSchema } from './common';
import { profileUpdateSchema } from './profile';
import { suspensionStatementSchema } from './reports';
import { multiLineText, nameText, singleLineText } from './text';
import { z } from './zod';

const e = adminMessages.errors;

/** Every action the audit log records (spec 2 §2: admin actions are logged). */
export const adminActions = [
  'user.role',
  'user.update',
  'user.suspend',
  'user.reactivate',
  'user.delete',
  'project.delete',
  'admin.create',
  'news.create',
  'news.update',
  'news.delete',
  'moderation.decide',
  'moderation.remove',
  'moderation.contest',
] as const;
export type AdminAction = (typeof adminActions)[number];

/** The word typed to confirm a member's deletion (spec 2 §5). */
export const deletionConfirmationWord = 'SUPPRIMER';

export const adminPageSize = 25;

const search = singleLineText({ error: e.invalidSearch })
  .trim()
  .max(100, { error: e.invalidSearch })
  .optional();

export const adminUserIdParamsSchema = idParams({ id: e.userNotFound });
export const adminProjectIdParamsSchema = idParams({ id: e.projectNotFound });

// ---- Statistics -----------------------------------------------------------------------------------------

export const adminStatsSchema = z.object({
  users: z.number().int(),
  projects: z.number().int(),
  connections: z.number().int(),
  newUsers: z.number().int(),
  newProjects: z.number().int(),
  newConnections: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---- Users ----------------------------------------------------------------------------------------------

export const adminUsersQuerySchema = z.object({
  q: search,
  role: z.enum(userRoles, { error: e.unknownRole }).optional(),
  cursor: pageCursorSchema().optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  location: z.string().nullable(),
  availabilityStatus: z.enum(availabilityStatuses),
  role: z.enum(userRoles),
  suspended: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
});
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** The edit form of a member (spec 2 §2): name, profession, location, availability. */
export const adminUserUpdateSchema = profileUpdateSchema
  .pick({ fullName: true, profession: true, location: true, availabilityStatus: true })
  .strict();
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export const adminRoleSchema = z.strictObject({ role: z.enum(userRoles, { error: e.unknownRole }) });
/**
 * 'Suspendre' carries the duration and the statement of reasons of the moderation's decision (issue 31, DSA
 * art. 17: the member receives it and may contest it); 'Réactiver' carries nothing more.
 */
export const adminSuspensionSchema = z.discriminatedUnion(
  'suspended',
  [
    z.strictObject({ suspended: z.literal(false) }),
    suspensionStatementSchema.safeExtend({ suspended: z.literal(true) }).strict(),
  ],
  { error: e.suspensionChoice },
);
export type AdminSuspensionInput = z.input<typeof adminSuspensionSchema>;
export const adminDeletionSchema = z.strictObject({
  confirmation: z.literal(deletionConfirmationWord, { error: e.confirmation }),
});

// ---- Projects and tasks ---------------------------------------------------------------------------------

export const adminProjectsQuerySchema = z.object({
  q: search,
  category: z.enum(storedProjectCategories).optional(),
  status: z.enum(projectStatuses).optional(),
  cursor: pageCursorSchema().optional(),
});
export type AdminProjectsQuery = z.input<typeof adminProjectsQuerySchema>;

export const adminProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(storedProjectCategories),
  status: z.enum(projectStatuses),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;
export const adminProjectListSchema = z.object({
  items: z.array(adminProjectSchema),
  nextCursor: z.string().nullable(),
});

export const adminTasksQuerySchema = z.object({
  q: search,
  status: z.enum(taskStatuses).optional(),
  projectId: z.uuid({ error: e.projectNotFound }).optional(),
  cursor: pageCursorSchema().optional(),
});
export type AdminTasksQuery = z.input<typeof adminTasksQuerySchema>;

export const adminTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(taskStatuses),
  projectId: z.string().nullable(),
  projectTitle: z.string().nullable(),
  assigneeName: z.string().nullable(),
  dueDate: z.string().nullable(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;
export const adminTaskListSchema = z.object({
  items: z.array(adminTaskSchema),
  nextCursor: z.string().nullable(),
});

// ---- Audit log ------------------------------------------------------------------------------------------

/** A day of the history's filter, 'YYYY-MM-DD' of a real calendar day (Paris time on the server). */
const logDay = z
  .string({ error: e.invalidDay })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: e.invalidDay })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '2000-01-01'
      );
    },
    { error: e.invalidDay },
  );

export const adminLogQuerySchema = z
  .object({
    action: z.enum(adminActions, { error: e.unknownAction }).optional(),
    /** The administrator who acted. */
    adminId: z.guid({ error: e.unknownAdmin }).optional(),
    /** First and last day shown, both included. */
    from: logDay.optional(),
    to: logDay.optional(),
    cursor: pageCursorSchema().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: e.dayRange,
    path: ['to'],
  });
export type AdminLogQuery = z.input<typeof adminLogQuerySchema>;

export const adminLogEntrySchema = z.object({
  id: z.string(),
  action: z.enum(adminActions),
  actorName: z.string().nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;
export const adminLogListSchema = z.object({
  items: z.array(adminLogEntrySchema),
  nextCursor: z.string().nullable(),
});

// ---- Create an administrator ----------------------------------------------------------------------------

/** The sign-up rules (spec 1 §5) for a new administrator's account. */
export const createAdminSchema = registerSchema;
export const createAdminResponseSchema = z.object({ user: adminUserSchema });

// ---- News (spec 2 §2, §5) -------------------------------------------------------------------------------

const n = adminMessages.news.errors;

export const adminNewsIdParamsSchema = idParams({ id: n.notFound });

export const adminNewsQuerySchema = z.object({
  q: search,
  cursor: pageCursorSchema().optional(),
});
export type AdminNewsQuery = z.input<typeof adminNewsQuerySchema>;

const dateText = z.iso.datetime({ offset: true, error: n.invalidDate });

/** An article or an event: title and content required; the event place and date only for 'Événements'. */
export const adminNewsInputSchema = z
  .strictObject({
    title: nameText({ error: n.titleRequired })
      .trim()
      .min(1, { error: n.titleRequired })
      .max(200, { error: n.titleTooLong }),
    content: multiLineText({ error: n.contentRequired })
      .trim()
      .min(1, { error: n.contentRequired })
      .max(50_000, { error: n.contentTooLong }),
    summary: multiLineText().trim().max(500, { error: n.summaryTooLong }).nullable().optional(),
    categories: z
      .array(z.enum(magazineCategories, { error: n.unknownCategory }))
      .max(5, { error: n.tooManyCategories })
      .default([]),
    tags: z
      .array(singleLineText().trim().min(1).max(40, { error: n.tagTooLong }))
      .max(10, { error: n.tooManyTags })
      .default([]),
    imageUrl: z
      .string()
      .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, { error: n.invalidImage })
      .nullable()
      .optional(),
    isPublished: z.boolean().default(false),
    publishDate: dateText.nullable().optional(),
    eventDate: dateText.nullable().optional(),
    eventLocation: singleLineText().trim().max(200, { error: n.locationTooLong }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const isEvent = value.categories.includes(eventsCategory);
    if (!isEvent && (value.eventDate || value.eventLocation)) {
      ctx.addIssue({ code: 'custom', path: ['eventDate'], message: n.eventFieldsOnlyForEvents });
    }
  });
export type AdminNewsInput = z.input<typeof adminNewsInputSchema>;

export const adminNewsSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  summary: z.string().nullable(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
  isPublished: z.boolean(),
  publishDate: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventLocation: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;
export const adminNewsListSchema = z.object({
  items: z.array(adminNewsSchema),
  nextCursor: z.string().nullable(),
});
export const adminNewsResponseSchema = z.object({ article: adminNewsSchema });

// ---- Diagnostics (spec 2 §2) ----------------------------------------------------------------------------

export const adminDiagnosticsSchema = z.object({
  variables: z.array(z.object({ name: z.string(), set: z.boolean() })),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string() }),
  migrations: z.array(z.string()),
  readCheck: z.object({ ok: z.boolean(), ms: z.number(), users: z.number().nullable() }),
  updateCheck: z.object({ ok: z.boolean(), ms: z.number() }),
  tables: z.array(z.object({ table: z.string(), columns: z.number().int() })),
  /** The storage, mail and realtime drivers, each probed: answering or not, and the first line of the failure. */
  services: z.array(
    z.object({
      name: z.enum(['storage', 'mail', 'realtime']),
      driver: z.enum(['local', 's3', 'smtp', 'outbox', 'memory', 'postgres']),
      ok: z.boolean(),
      ms: z.number(),
      error: z.string().nullable(),
    }),
  ),
  /** The durable job queue: jobs waiting (due or later), running and failed for good, per job name, and the newest error. */
  jobs: z.object({
    queues: z.array(
      z.object({
        name: z.string(),
        waiting: z.number().int(),
        active: z.number().int(),
        failed: z.number().int(),
      }),
    ),
    lastError: z.object({ queue: z.string(), message: z.string(), at: z.string() }).nullable(),
  }),
});
export type AdminDiagnostics = z.infer<typeof adminDiagnosticsSchema>;
