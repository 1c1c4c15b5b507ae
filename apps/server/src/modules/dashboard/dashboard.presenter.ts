import {
  type Dashboard,
  type DashboardDay,
  type DashboardPerson,
  type DashboardStatistics,
  dashboardMetrics,
  percentChange,
} from '@plateau/shared';
import { isoString } from '../../lib/iso-string';
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
  return isoString(date).slice(0, 10);
}

/** The days the statistics of `today` read: the first of the 14, the first of this week, this week's 7. */
export interface StatisticsCalendar {
  today: string;
  firstDay: string;
  weekStart: string;
  dates: string[];
}

let lastCalendar: StatisticsCalendar | undefined;

/**
 * The calendar of `today`, worked out once a day rather than on every dashboard visit (each day parsed and
 * formatted through a Date: 0.8 µs, nine of them a request).
 */
export function statisticsCalendar(today: string): StatisticsCalendar {
  if (lastCalendar?.today === today) return lastCalendar;
  const weekStart = shiftDay(today, -6);
  const dates = Array.from({ length: 7 }, (_, index) => shiftDay(weekStart, index));
  lastCalendar = { today, firstDay: shiftDay(today, -13), weekStart, dates };
  return lastCalendar;
}

/**
 * The weekly figures from the daily counts of the last 14 days: this week is `today` and the 6 days
 * before, the previous week the 7 days before that; the chart is this week day by day.
 */
export function presentStatistics(rows: DailyCountRow[], today: string): DashboardStatistics {
  const { weekStart, dates } = statisticsCalendar(today);
  // Counts by metric, in the order of dashboardMetrics: this week, the previous one, and each day of this week.
  const current = [0, 0, 0, 0, 0];
  const previous = [0, 0, 0, 0, 0];
  const perDay = dates.map(() => [0, 0, 0, 0, 0]);
  const at = (counts: number[] | undefined, metric: number) => counts?.[metric] ?? 0;
  const add = (counts: number[] | undefined, metric: number, count: number) => {
    if (counts) counts[metric] = at(counts, metric) + count;
  };
  for (const row of rows) {
    const metric = dashboardMetrics.indexOf(row.metric);
    if (metric < 0 || row.day > today) continue;
    if (row.day < weekStart) {
      add(previous, metric, row.count);
      continue;
    }
    add(current, metric, row.count);
    add(perDay[dates.indexOf(row.day)], metric, row.count);
  }
  const days: DashboardDay[] = dates.map((date, index) => {
    const counts = perDay[index];
    return {
      date,
      projects: at(counts, 0),
      connections: at(counts, 1),
      messages: at(counts, 2),
      profileViews: at(counts, 3),
      tasksCompleted: at(counts, 4),
    };
  });
  return {
    metrics: dashboardMetrics.map((metric, index) => ({
      metric,
      current: at(current, index),
      previous: at(previous, index),
      change: percentChange(at(current, index), at(previous, index)),
    })),
    days,
  };
}
