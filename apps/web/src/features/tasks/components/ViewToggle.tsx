import { taskMessages as m } from '@plateau/shared/messages/tasks.fr';
import { Columns3, List } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { BoardView } from '../hooks/useBoardView';

const views = [
  { value: 'kanban', label: m.kanban, icon: Columns3 },
  { value: 'liste', label: m.list, icon: List },
] as const;

/** Kanban / Liste, as two pressed-state buttons. */
export function ViewToggle({ view, onChange }: { view: BoardView; onChange: (view: BoardView) => void }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of two toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={m.viewToggle}
      className="inline-flex rounded-lg border border-slate-300 p-0.5"
    >
      {views.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium',
            view === option.value ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          <option.icon className="size-4" aria-hidden="true" />
          {option.label}
        </button>
      ))}
    </div>
  );
}
