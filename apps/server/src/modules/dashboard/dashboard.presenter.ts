import {
  type Dashboard,
  type DashboardDay,
  type DashboardPerson,
  type DashboardStatistics,
  dashboardMetrics,
  percentChange,
} from '@plateau/shared';
import type {
  ArticleRow,
  DailyCountRow,
  DashboardProjectRow,
  EventRow,
  PendingRow,
  PersonRow,
  RecentRow,
  SuggestionRow,
} from './dashboard.service';

const presentPerson = (row: PersonRow): DashboardPerson => ({
  id: row.id,
  fullName: row.fullName,
  avatarUrl: row.avatarUrl,
  profession: row.profession,
  location: row.location,
});

export function presentProjects(rows: DashboardProjectRow[]): NonNullable<Dashboard['projects']> {
  return {
    items: rows.map(({ total: _total, ...project }) => project),
    total: rows[0]?.total ?? 0,
  };
}

export function presentNetwork(
  pending: PendingRow[],
  recent: RecentRow[],
  suggestions: SuggestionRow[],
): NonNullable<Dashboard['network']> {
  return {
    pending: pending.map((row) => ({
      connectionId: row.connectionId,
      person: presentPerson(row),
      status: 'en attente' as const,
      createdAt: row.createdAt,
    })),
    pendingTotal: pending[0]?.total ?? 0,
    recent: recent.map((row) => ({
      connectionId: row.connectionId,
      person: presentPerson(row),
      since: row.since,
    })),
    suggestions: suggestions.map((row) => ({
      person: presentPerson(row),
      sharedSkills: row.sharedSkills,
      sameCity: row.sameCity,
      sameProfession: row.sameProfession,
      mutualConnections: row.mutualConnections,
    })),
  };
}

export function presentContent(
  articles: ArticleRow[],
  events: EventRow[],
  trendTags: { tag: string; count: number }[],
): NonNullable<Dashboard['content']> {
  return { articles, events, trendTags };
}

/** The YYYY-MM-DD day `offset` days after `day` (negative: before). */
export function shiftDay(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * The weekly figures from the daily counts of the last 14 days: this week is `today` and the 6 days
 * before, the previous week the 7 days before that; the chart is this week day by day.
 */
export function presentStatistics(rows: DailyCountRow[], today: string): DashboardStatistics {
  const weekStart = shiftDay(today, -6);
  const days: DashboardDay[] = Array.from({ length: 7 }, (_, i) => ({
    date: shiftDay(weekStart, i),
    projects: 0,
    connections: 0,
    messages: 0,
    profileViews: 0,
    tasksCompleted: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  const current = Object.fromEntries(dashboardMetrics.map((metric) => [metric, 0]));
  const previous = Object.fromEntries(dashboardMetrics.map((metric) => [metric, 0]));
  for (const row of rows) {
    if (row.day > today) continue;
    const week = row.day >= weekStart ? current : previous;
    week[row.metric] = (week[row.metric] ?? 0) + row.count;
    const day = byDate.get(row.day);
    if (day) day[row.metric] += row.count;
  }
  return {
    metrics: dashboardMetrics.map((metric) => ({
      metric,
      current: current[metric] ?? 0,
      previous: previous[metric] ?? 0,
      change: percentChange(current[metric] ?? 0, previous[metric] ?? 0),
    })),
    days,
  };
}
