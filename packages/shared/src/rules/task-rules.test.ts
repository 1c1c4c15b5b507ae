import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDay,
  compareDueDates,
  isLateOn,
  isTaskLate,
  plateauTimeZone,
  reminderDueDate,
  taskStatusOrder,
} from './task-rules';

describe('calendarDay', () => {
  it('counts the day in the given time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    const instant = new Date('2030-12-31T23:30:00Z');
    expect(calendarDay(instant, 'UTC')).toBe('2030-12-31');
    expect(calendarDay(instant, plateauTimeZone)).toBe('2031-01-01');
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addDays('2031-01-01', -1)).toBe('2030-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('isTaskLate', () => {
  const now = new Date('2030-06-15T10:00:00Z');
  it('is late once the due date is past, whatever the status', () => {
    expect(isTaskLate('2030-06-14', now, 'UTC')).toBe(true);
    expect(isTaskLate('2029-01-01', now, 'UTC')).toBe(true);
  });
  it('is not late on the due day, after it, or without a due date', () => {
    expect(isTaskLate('2030-06-15', now, 'UTC')).toBe(false);
    expect(isTaskLate('2030-06-16', now, 'UTC')).toBe(false);
    expect(isTaskLate(null, now, 'UTC')).toBe(false);
  });
});

describe('reminderDueDate', () => {
  it('reminds the day before the due date and the day after it', () => {
    expect(reminderDueDate('veille', '2030-06-15')).toBe('2030-06-16');
    expect(reminderDueDate('retard', '2030-06-15')).toBe('2030-06-14');
  });
});

describe('list sorts', () => {
  it('puts the soonest due date first and tasks without one last', () => {
    const dates = ['2030-02-01', null, '2030-01-01', null];
    expect([...dates].sort(compareDueDates)).toEqual(['2030-01-01', '2030-02-01', null, null]);
  });
  it('orders statuses as the columns', () => {
    expect(taskStatusOrder['à faire']).toBeLessThan(taskStatusOrder['en cours']);
    expect(taskStatusOrder['en cours']).toBeLessThan(taskStatusOrder.terminé);
  });
});

describe('isLateOn', () => {
  it('is late only before the given day, never without a due date', () => {
    expect(isLateOn('2030-06-14', '2030-06-15')).toBe(true);
    expect(isLateOn('2030-06-15', '2030-06-15')).toBe(false);
    expect(isLateOn(null, '2030-06-15')).toBe(false);
  });
});
