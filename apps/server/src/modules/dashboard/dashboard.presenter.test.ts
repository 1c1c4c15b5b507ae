import { describe, expect, it } from 'vitest';
import { presentStatistics, statisticsCalendar } from './dashboard.presenter';

describe('the statistics calendar, kept from one visit to the next', () => {
  it('follows the day: the chart moves on at midnight, across a month and a year', () => {
    expect(statisticsCalendar('2026-12-31')).toEqual({
      today: '2026-12-31',
      firstDay: '2026-12-18',
      weekStart: '2026-12-25',
      dates: [
        '2026-12-25',
        '2026-12-26',
        '2026-12-27',
        '2026-12-28',
        '2026-12-29',
        '2026-12-30',
        '2026-12-31',
      ],
    });
    const next = statisticsCalendar('2027-01-01');
    expect(next.firstDay).toBe('2026-12-19');
    expect(next.dates).toEqual([
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
    expect(statisticsCalendar('2028-03-01').dates[0]).toBe('2028-02-24');
  });

  it('counts a row of yesterday in this week, one of 7 days ago in the previous, none of tomorrow', () => {
    const rows = [
      { metric: 'messages' as const, day: '2027-01-01', count: 4 },
      { metric: 'messages' as const, day: '2026-12-31', count: 2 },
      { metric: 'messages' as const, day: '2026-12-25', count: 5 },
      { metric: 'projects' as const, day: '2026-12-26', count: 1 },
    ];
    const before = presentStatistics(rows, '2026-12-31');
    const after = presentStatistics(rows, '2027-01-01');
    expect(before.metrics.find((m) => m.metric === 'messages')).toMatchObject({ current: 7, previous: 0 });
    expect(after.metrics.find((m) => m.metric === 'messages')).toMatchObject({ current: 6, previous: 5 });
    expect(after.days.at(-1)).toEqual({
      date: '2027-01-01',
      projects: 0,
      connections: 0,
      messages: 4,
      profileViews: 0,
      tasksCompleted: 0,
    });
    expect(after.days[0]).toMatchObject({ date: '2026-12-26', projects: 1 });
  });
});
