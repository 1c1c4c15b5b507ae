import {
  availabilityStatuses,
  projectStatuses,
  storedProjectCategories,
  taskStatuses,
  userRoles,
} from '../enums';
import { adminMessages } from '../messages/admin.fr';
import { registerSchema } from './auth';
import { idParams, pageCursorSchema } from './common';
import { profileUpdateSchema } from './profile';
import { safeText } from './text';
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
] as const;
export type AdminAction = (typeof adminActions)[number];

/** The word typed to confirm a member's deletion (spec 2 §5). */
export const deletionConfirmationWord = 'SUPPRIMER';

export const adminPageSize = 25;

const search = safeText({ error: e.invalidSearch }).trim().max(100, { error: e.invalidSearch }).optional();

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
export const adminSuspensionSchema = z.strictObject({ suspended: z.boolean() });
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
export const adminTaskListSchema = z.object({
  items: z.array(adminTaskSchema),
  nextCursor: z.string().nullable(),
});

// ---- Audit log ------------------------------------------------------------------------------------------

export const adminLogQuerySchema = z.object({
  action: z.enum(adminActions, { error: e.unknownAction }).optional(),
  cursor: pageCursorSchema().optional(),
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
