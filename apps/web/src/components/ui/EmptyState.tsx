import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  hint?: string;
  /** An action under the texts (a link or a button). */
  children?: ReactNode;
}

/** What a list shows when it has nothing: an icon, a title, a hint and an optional action. */
export function EmptyState({ icon: Icon, title, hint, children }: EmptyStateProps) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
      role="status"
    >
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="font-semibold text-slate-900">{title}</p>
      {hint ? <p className="text-slate-600">{hint}</p> : null}
      {children}
    </div>
  );
}
