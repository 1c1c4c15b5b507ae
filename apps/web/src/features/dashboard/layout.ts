import type { DashboardWidget, DashboardWidgetSize } from '@plateau/shared/enums';
import type { DashboardLayout } from '@plateau/shared/schemas/dashboard';

/** The layout with one widget's size changed. */
export function resize(
  layout: DashboardLayout,
  widget: DashboardWidget,
  size: DashboardWidgetSize,
): DashboardLayout {
  return { ...layout, widgets: layout.widgets.map((w) => (w.widget === widget ? { ...w, size } : w)) };
}

/** The layout with one widget moved one place earlier (-1) or later (+1); unchanged at either end. */
export function move(layout: DashboardLayout, widget: DashboardWidget, step: -1 | 1): DashboardLayout {
  const from = layout.widgets.findIndex((w) => w.widget === widget);
  const to = from + step;
  if (from < 0 || to < 0 || to >= layout.widgets.length) return layout;
  const widgets = [...layout.widgets];
  const [moved] = widgets.splice(from, 1);
  if (moved) widgets.splice(to, 0, moved);
  return { ...layout, widgets };
}

/** Expands a widget to full width (one at a time), or collapses it when it is the expanded one. */
export function toggleExpanded(layout: DashboardLayout, widget: DashboardWidget): DashboardLayout {
  return { ...layout, expanded: layout.expanded === widget ? null : widget };
}

/** Grid classes of a widget: one column on a phone, at most two on a tablet, its size on a wide screen. */
export function spanClasses(size: DashboardWidgetSize, expanded: boolean): string {
  if (expanded) return 'col-span-1 md:col-span-2 lg:col-span-3';
  switch (size) {
    case 'S':
      return 'col-span-1';
    case 'M':
      return 'col-span-1 md:col-span-2 lg:col-span-2';
    case 'L':
      return 'col-span-1 md:col-span-2 lg:col-span-3';
  }
}
