import {
  connectionStatuses,
  dashboardMetrics,
  dashboardWidgetSizes,
  dashboardWidgets,
  projectStatuses,
  storedProjectCategories,
} from '../enums';
import { dashboardMessages } from '../messages/dashboard.fr';
import { z } from './zod';

const e = dashboardMessages.errors;

/** Page sizes of the widgets, normal and expanded (spec 2 §9). */
export const dashboardPageSizes = {
  projects: { normal: 5, expanded: 10 },
  pending: { normal: 3, expanded: 10 },
  recent: { normal: 5, expanded: 5 },
  suggestions: { normal: 3, expanded: 6 },
  articles: { normal: 4, expanded: 8 },
  events: { normal: 3, expanded: 6 },
  trendTags: { normal: 5, expanded: 8 },
} as const;

/** Columns of each widget size (spec 2 §9). */
export const dashboardSizeColumns = { S: 1, M: 2, L: 3 } as const;

// ---- Layout -------------------------------------------------------------------------------------------

export const dashboardWidgetLayoutSchema = z.object({
  widget: z.enum(dashboardWidgets, { error: e.unknownWidget }),
  size: z.enum(dashboardWidgetSizes, { error: e.unknownSize }),
});

/** The member's layout: the four widgets once each, in display order, and the expanded one if any. */
export const dashboardLayoutSchema = z
  .strictObject(
    {
      widgets: z
        .array(dashboardWidgetLayoutSchema, { error: e.invalidLayout })
        .length(dashboardWidgets.length, {
          error: e.widgetsOnce,
        }),
      expanded: z.enum(dashboardWidgets, { error: e.invalidExpanded }).nullable(),
    },
    { error: e.invalidLayout },
  )
  .refine((layout) => new Set(layout.widgets.map((w) => w.widget)).size === dashboardWidgets.length, {
    error: e.widgetsOnce,
    path: ['widgets'],
  });
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

export { defaultDashboardLayout } from '../rules/dashboard-layout';

// ---- Widgets' data ------------------------------------------------------------------------------------

export const dashboardQuerySchema = z.object({
  /** One widget's data only (each widget loads, fails and retries on its own); all of them when absent. */
  widget: z.enum(['projects', 'network', 'content'], { error: e.unknownWidget }).optional(),
  /** The larger page sizes of an expanded widget. */
  expanded: z
    .enum(['true', 'false'], { error: e.invalidExpanded })
    .transform((value) => value === 'true')
    .optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const personSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  location: z.string().nullable(),
});
export type DashboardPerson = z.infer<typeof personSchema>;

export const dashboardProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(projectStatuses),
  category: z.enum(storedProjectCategories),
  coverImage: z.string().nullable(),
  relation: z.enum(['owner', 'member']),
  openTasks: z.number().int().min(0),
  updatedAt: z.string(),
});
export type DashboardProject = z.infer<typeof dashboardProjectSchema>;

export const dashboardProjectsSchema = z.object({
  items: z.array(dashboardProjectSchema),
  total: z.number().int().min(0),
});

export const dashboardSuggestionSchema = z.object({
  person: personSchema,
  sharedSkills: z.number().int().min(0),
  sameCity: z.boolean(),
  sameProfession: z.boolean(),
  mutualConnections: z.number().int().min(0),
});
export type DashboardSuggestion = z.infer<typeof dashboardSuggestionSchema>;

export const dashboardNetworkSchema = z.object({
  pending: z.array(
    z.object({
      connectionId: z.string(),
      person: personSchema,
      status: z.enum(connectionStatuses),
      createdAt: z.string(),
    }),
  ),
  pendingTotal: z.number().int().min(0),
  recent: z.array(z.object({ connectionId: z.string(), person: personSchema, since: z.string() })),
  suggestions: z.array(dashboardSuggestionSchema),
});
export type DashboardNetwork = z.infer<typeof dashboardNetworkSchema>;

export const dashboardContentSchema = z.object({
  articles: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      summary: z.string().nullable(),
      imageUrl: z.string().nullable(),
      category: z.string().nullable(),
      publishedAt: z.string(),
      authorName: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      eventDate: z.string().nullable(),
      eventLocation: z.string().nullable(),
    }),
  ),
  trendTags: z.array(z.object({ tag: z.string(), count: z.number().int().min(1) })),
});
export type DashboardContent = z.infer<typeof dashboardContentSchema>;

export const dashboardSchema = z.object({
  projects: dashboardProjectsSchema.optional(),
  network: dashboardNetworkSchema.optional(),
  content: dashboardContentSchema.optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

// ---- Statistics ---------------------------------------------------------------------------------------

export const dashboardStatisticSchema = z.object({
  metric: z.enum(dashboardMetrics),
  current: z.number().int().min(0),
  previous: z.number().int().min(0),
  /** percentChange(current, previous), whole percent. */
  change: z.number().int(),
});

export const dashboardDaySchema = z.object({
  /** The day in Paris time, YYYY-MM-DD. */
  date: z.string(),
  projects: z.number().int().min(0),
  connections: z.number().int().min(0),
  messages: z.number().int().min(0),
  profileViews: z.number().int().min(0),
  tasksCompleted: z.number().int().min(0),
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardStatisticsSchema = z.object({
  metrics: z.array(dashboardStatisticSchema),
  /** The last 7 days, oldest first. */
  days: z.array(dashboardDaySchema),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;

export const dashboardLayoutResponseSchema = z.object({ layout: dashboardLayoutSchema });
