import type { TaskStatus } from '@plateau/shared/enums';
import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { plural } from '@plateau/shared/rules/plural';
import type { KeyboardEvent, RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { LoadedColumn } from '../board-cache';

interface ColumnTabsProps {
  columns: readonly LoadedColumn[];
  shown: TaskStatus;
  onShow: (status: TaskStatus) => void;
  /** The id of a column's section, which its tab controls. */
  columnId: (status: TaskStatus) => string;
  /** The column whose tab a held card is over (it is dropped there when the finger lifts). */
  target: TaskStatus | null;
  tabsRef: RefObject<HTMLDivElement | null>;
}

/** The tab the arrow keys, Home and End lead to from the one at `index` (arrows wrap around). */
function keyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A phone's tabs (below 768 px): 'À faire', 'En cours', 'Terminé' with their columns' totals; one column shows at
 * a time. A card held by a long press and lifted over a tab moves to that column (`useTabDrop`).
 */
export function ColumnTabs({ columns, shown, onShow, columnId, target, tabsRef }: ColumnTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = keyTarget(event.key, index, columns.length);
    const column = next === null ? undefined : columns[next];
    if (!column) return;
    event.preventDefault();
    onShow(column.status);
    tabsRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${column.status}"]`)?.focus();
  };

  return (
    <div
      ref={tabsRef}
      role="tablist"
      aria-label={m.columnTabs}
      className="mb-3 grid grid-cols-3 gap-1 md:hidden"
    >
      {columns.map((column, index) => {
        const selected = column.status === shown;
        const label = m.columnLabels[column.status];
        return (
          <button
            key={column.status}
            type="button"
            role="tab"
            data-tab={column.status}
            aria-selected={selected}
            aria-controls={columnId(column.status)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onShow(column.status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-lg px-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              selected ? 'bg-indigo-700 text-white' : 'bg-slate-100 text-slate-700',
              target === column.status && 'ring-2 ring-indigo-500 ring-offset-2',
            )}
          >
            <span className="truncate">{label}</span>
            <span
              aria-hidden="true"
              className={cn(
                'rounded-full px-1.5 text-xs',
                selected ? 'bg-white/20 text-white' : 'bg-white text-slate-700',
              )}
            >
              {column.total}
            </span>
            <span className="sr-only">{`, ${plural(column.total, m.columnCount)}`}</span>
          </button>
        );
      })}
    </div>
  );
}
