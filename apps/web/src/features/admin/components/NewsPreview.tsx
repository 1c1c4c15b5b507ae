import { eventsCategory } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { formatDateTime } from '@/lib/format';
import type { Draft } from '../news-draft';

const t = a.news;

/** The article as the magazine will show it, while it is typed. */
export function NewsPreview({ draft }: { draft: Draft }) {
  const isEvent = draft.categories.includes(eventsCategory);
  return (
    <section aria-label={t.preview} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.preview}</p>
      {draft.imageUrl ? (
        <img src={draft.imageUrl} alt="" className="mt-2 aspect-video w-full rounded-lg object-cover" />
      ) : null}
      <p className="mt-2 text-xs font-medium text-violet-700">{draft.categories.join(' · ')}</p>
      <h2 className="font-display mt-1 text-xl font-semibold break-words text-slate-900">{draft.title}</h2>
      {draft.summary ? (
        <p className="mt-1 text-sm whitespace-pre-line text-slate-600">{draft.summary}</p>
      ) : null}
      {isEvent && (draft.eventDate || draft.eventLocation) ? (
        <p className="mt-2 text-sm font-medium text-slate-800">
          {[draft.eventDate ? formatDateTime(new Date(draft.eventDate)) : '', draft.eventLocation]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <div className="mt-3 text-sm whitespace-pre-line break-words text-slate-800">{draft.content}</div>
    </section>
  );
}
