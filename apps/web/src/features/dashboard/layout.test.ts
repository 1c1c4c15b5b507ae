import { defaultDashboardLayout } from '@plateau/shared/rules/dashboard-layout';
import { describe, expect, it } from 'vitest';
import { move, resize, toggleExpanded } from './layout';

describe('dashboard layout changes', () => {
  it('moves a widget one place and stops at the ends', () => {
    const order = (layout: typeof defaultDashboardLayout) => layout.widgets.map((w) => w.widget);
    expect(order(move(defaultDashboardLayout, 'network', -1))).toEqual([
      'projects',
      'network',
      'statistics',
      'content',
    ]);
    expect(order(move(defaultDashboardLayout, 'projects', -1))).toEqual(order(defaultDashboardLayout));
    expect(order(move(defaultDashboardLayout, 'content', 1))).toEqual(order(defaultDashboardLayout));
  });

  it('resizes one widget only', () => {
    const layout = resize(defaultDashboardLayout, 'statistics', 'S');
    expect(layout.widgets.find((w) => w.widget === 'statistics')?.size).toBe('S');
    expect(layout.widgets.find((w) => w.widget === 'projects')?.size).toBe('L');
  });

  it('expands one widget at a time and collapses it again', () => {
    const one = toggleExpanded(defaultDashboardLayout, 'network');
    expect(one.expanded).toBe('network');
    expect(toggleExpanded(one, 'content').expanded).toBe('content');
    expect(toggleExpanded(one, 'network').expanded).toBeNull();
  });
});
