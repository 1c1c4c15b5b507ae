import { z } from 'zod';
import { taskStatuses } from '../enums';
import { fill } from '../messages/fill';
import { taskMessages as m } from '../messages/tasks.fr';
import { taskListSorts } from '../rules/task-rules';
import { idParams, pageCursorSchema } from './common';
import { isoDay } from './projects';
import { multiLineText, nameText } from './text';

export const maxTaskTitleLength = 200;
export const maxTaskDescriptionLength = 5000;
export const maxTaskCommentLength = 2000;

export const taskIdParamsSchema = idParams({ id: m.notFound });
export const taskCommentIdParamsSchema = idParams({ id: m.commentNotFound });

const title = nameText({ error: m.titleRequired })
  .trim()
  .min(1, { error: m.titleRequired })
  .max(maxTaskTitleLength, { error: fill(m.titleTooLong, { max: maxTaskTitleLength }) });

/** Empty is stored as null (spec 2 §5). */
const description = multiLineText({ error: fill(m.descriptionTooLong, { max: maxTaskDescriptionLength }) })
  .trim()
  .max(maxTaskDescriptionLength, { error: fill(m.descriptionTooLong, { max: maxTaskDescriptionLength }) })
  .nullable()
  .transform((value) => value || null);

const status = z.enum(taskStatuses, { error: m.invalidStatus });

/** The owner or a member of the project (checked by the server), or null for nobody. */
const assignedTo = z.guid({ error: m.invalidAssignee }).nullable();

/** 'Nouvelle tâche': title required; description, due date and assignee optional; status 'à faire'. */
export const taskCreateSchema = z.object({
  title,
  description: description.optional().transform((value) => value ?? null),
  dueDate: isoDay.optional().transform((value) => value ?? null),
  assignedTo: assignedTo.optional().transform((value) => value ?? null),
  status: status.default('à faire'),
});
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;

/** The details dialog's edit form, or a card's move (status only): the fields sent change, at least one. */
export const taskUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    dueDate: isoDay.optional(),
    assignedTo: assignedTo.optional(),
    status: status.optional(),
  })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    error: m.nothingToChange,
  });
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

/** A card dropped in another column (a `PATCH /api/tasks/:id` with the status only). */
export const taskStatusUpdateSchema = z.object({ status });
export type TaskStatusUpdate = z.infer<typeof taskStatusUpdateSchema>;

/** A comment: trimmed, not empty (spec 2 §5). */
export const taskCommentCreateSchema = z.object({
  content: multiLineText({ error: m.commentRequired })
    .trim()
    .min(1, { error: m.commentRequired })
    .max(maxTaskCommentLength, { error: fill(m.commentTooLong, { max: maxTaskCommentLength }) }),
});
export type TaskCommentCreateInput = z.input<typeof taskCommentCreateSchema>;

/**
 * A person on a task (assignee, comment author). An anonymous project member shows as their display name
 * with no id or avatar, as in the team list.
 */
export const taskPersonSchema = z.object({
  id: z.string().nullable(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** A deleted account: 'Utilisateur supprimé', no id, a neutral avatar (`memberAsSeen`). */
  deleted: z.boolean(),
});
export type TaskPerson = z.infer<typeof taskPersonSchema>;

/** What the viewer may do with a task (spec 2 §6): the owner and members of the project. */
export const taskAbilitiesSchema = z.object({
  edit: z.boolean(),
  move: z.boolean(),
  comment: z.boolean(),
  delete: z.boolean(),
});
export type TaskAbilities = z.infer<typeof taskAbilitiesSchema>;

export const taskSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.enum(taskStatuses),
  /** 'YYYY-MM-DD' or null; 'En retard' is `isTaskLate(dueDate, now)`. */
  dueDate: z.string().nullable(),
  assignee: taskPersonSchema.nullable(),
  /**
   * The assignee among the viewer's assignee options (the `id` of one of them: the edit form's value), null
   * when unassigned or when the viewer may not assign them (a team hidden from them, a former member).
   */
  assigneeOption: z.string().nullable(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  /** Last write wins: the board keeps the most recent version of a task. */
  updatedAt: z.string(),
  abilities: taskAbilitiesSchema,
});
export type Task = z.infer<typeof taskSchema>;

/**
 * Someone a task may be assigned to: the project's owner or one of the members the viewer may see. `id` is
 * the value of `assignedTo`: their user id, or their member row's id when they are anonymous to the viewer.
 */
export const taskAssigneeOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  isOwner: z.boolean(),
});
export type TaskAssigneeOption = z.infer<typeof taskAssigneeOptionSchema>;

/**
 * A task as its card and its list row show it (spec 2 §2): no description, no abilities (the board's are
 * the same for all its tasks); the details dialog loads the whole task (`GET /api/tasks/:id`). `createdAt`
 * places a moved card in its new column (newest first).
 */
export const taskCardSchema = taskSchema.pick({
  id: true,
  title: true,
  status: true,
  dueDate: true,
  assignee: true,
  commentCount: true,
  createdAt: true,
  updatedAt: true,
});
export type TaskCard = z.infer<typeof taskCardSchema>;

/** What the viewer may do on a board: create tasks, move every card (spec 2 §6). */
export const taskBoardAbilitiesSchema = z.object({ create: z.boolean(), move: z.boolean() });
export type TaskBoardAbilities = z.infer<typeof taskBoardAbilitiesSchema>;

/** A page of cards and the opaque position of the next one (null on the last page). */
export const taskPageSchema = z.object({
  items: z.array(taskCardSchema),
  nextCursor: z.string().nullable(),
});
export type TaskPage = z.infer<typeof taskPageSchema>;

/** A Kanban column: its first page of cards (newest first) and how many tasks it holds in all. */
export const taskColumnSchema = taskPageSchema.extend({
  status: z.enum(taskStatuses),
  total: z.number().int(),
});
export type TaskColumn = z.infer<typeof taskColumnSchema>;

/**
 * GET /api/projects/:id/tasks: the board in one answer, its three columns in their fixed order (spec 2 §9),
 * each with its first `taskColumnPageSize` cards, newest first (spec 2 §7), its total and its next page.
 */
export const taskBoardSchema = z.object({
  columns: z.array(taskColumnSchema),
  /** The owner and members, for the assignee field (empty for a viewer who cannot create tasks). */
  assignees: z.array(taskAssigneeOptionSchema),
  abilities: taskBoardAbilitiesSchema,
});
export type TaskBoard = z.infer<typeof taskBoardSchema>;

const cursor = pageCursorSchema().optional();

/** GET /api/projects/:id/tasks/column: a column's next page ('Afficher plus'), newest first. */
export const taskColumnQuerySchema = z.object({
  status: z.enum(taskStatuses, { error: m.invalidStatus }),
  cursor,
});
export type TaskColumnQuery = z.input<typeof taskColumnQuerySchema>;

/** GET /api/projects/:id/tasks/list: the list view's pages in its sort (by due date unless told). */
export const taskListQuerySchema = z.object({
  sort: z.enum(taskListSorts, { error: m.invalidSort }).default('dueDate'),
  cursor,
});
export type TaskListQuery = z.input<typeof taskListQuerySchema>;

export const taskResultSchema = z.object({ task: taskSchema });
export type TaskResult = z.infer<typeof taskResultSchema>;

export const taskCommentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  user: taskPersonSchema,
  /** Only its author deletes a comment (spec 2 §6). */
  abilities: z.object({ delete: z.boolean(), report: z.boolean(), moderate: z.boolean() }),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** GET /api/tasks/:id/comments: the thread in ascending time. */
export const taskCommentListSchema = z.object({ items: z.array(taskCommentSchema) });
export type TaskCommentList = z.infer<typeof taskCommentListSchema>;
export const taskCommentResultSchema = z.object({ comment: taskCommentSchema });

/** GET /api/me/calendar and POST /api/me/calendar/token: the member's private iCalendar feed. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarTokenParamsSchema = z.object({ file: z.string().max(200) });
