import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * `card`: a white card, its icon coloured by `accent` (the members-only, login-required and forbidden notices);
 * `warning` and `danger`: an amber or red box (the 'Non connecté' and 'Accès non autorisé' notices).
 */
export type NoticeTone = 'card' | 'warning' | 'danger';

interface NoticeProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  tone?: NoticeTone;
  /** The card's icon: red or indigo, or violet on a round background. */
  accent?: 'red' | 'indigo' | 'violet';
  /** The text is announced when it appears (a notice that leaves by itself). */
  textRole?: 'status';
  /** The notice's buttons or links. */
  children?: ReactNode;
}

const boxes = {
  warning: 'border-amber-200 bg-amber-50 text-amber-950',
  danger: 'border-red-200 bg-red-50 text-red-950',
};

/** A page's whole content when it cannot be shown: gates for visitors, refusals for members. */
export function Notice({
  id,
  icon: Icon,
  title,
  text,
  tone = 'card',
  accent = 'indigo',
  textRole,
  children,
}: NoticeProps) {
  if (tone !== 'card') {
    return (
      <section className="mx-auto my-12 max-w-lg px-4" aria-labelledby={id}>
        <div
          className={cn(
            'flex flex-col items-center gap-3 rounded-2xl border px-6 py-8 text-center',
            boxes[tone],
          )}
        >
          <Icon className="size-8" aria-hidden="true" />
          <h1 id={id} className="text-xl font-semibold">
            {title}
          </h1>
          {text ? <p role={textRole}>{text}</p> : null}
          {children}
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto my-12 max-w-lg px-4 text-center" aria-labelledby={id}>
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        {accent === 'violet' ? (
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-800">
            <Icon className="size-7" aria-hidden="true" />
          </span>
        ) : (
          <Icon
            className={cn('mx-auto size-10', accent === 'red' ? 'text-red-700' : 'text-indigo-700')}
            aria-hidden="true"
          />
        )}
        <h1 id={id} className="mt-4 text-2xl font-semibold text-slate-900">
          {title}
        </h1>
        {text ? (
          <p className="mt-2 text-slate-600" role={textRole}>
            {text}
          </p>
        ) : null}
        {children ? (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
