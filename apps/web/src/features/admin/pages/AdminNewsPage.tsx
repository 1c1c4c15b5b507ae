import type { AdminNews, AdminNewsInput } from '@plateau/shared';
import { eventsCategory, magazineCategories } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { fill } from '@plateau/shared/messages/fill';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { SearchInput } from '@/components/ui/SearchInput';
import { TextField } from '@/components/ui/TextField';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import { useUrlState } from '@/hooks/useUrlState';
import { ApiRequestError } from '@/lib/api';
import { formatDate, formatDateTime } from '@/lib/format';
import { uploadImage } from '@/lib/upload-image';
import { adminApi } from '../api';
import { AdminLayout, Filter, FilterBar } from '../components/AdminLayout';
import { ListStates } from '../components/ListStates';
import { useAdminAction, useAdminList } from '../hooks/useAdmin';
import { filtersCodec } from '../url-state';

const codec = filtersCodec(['q'] as const);
const t = a.news;

type Draft = {
  title: string;
  summary: string;
  content: string;
  categories: string[];
  tags: string;
  imageUrl: string | null;
  isPublished: boolean;
  publishDate: string;
  eventDate: string;
  eventLocation: string;
};

const emptyDraft: Draft = {
  title: '',
  summary: '',
  content: '',
  categories: [],
  tags: '',
  imageUrl: null,
  isPublished: false,
  publishDate: '',
  eventDate: '',
  eventLocation: '',
};

/** 'yyyy-MM-ddTHH:mm' in local time, for a datetime-local input. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const draftOf = (article: AdminNews): Draft => ({
  title: article.title,
  summary: article.summary ?? '',
  content: article.content,
  categories: article.categories,
  tags: article.tags.join(', '),
  imageUrl: article.imageUrl,
  isPublished: article.isPublished,
  publishDate: toLocalInput(article.publishDate),
  eventDate: toLocalInput(article.eventDate),
  eventLocation: article.eventLocation ?? '',
});

const inputOf = (draft: Draft): AdminNewsInput => {
  const isEvent = draft.categories.includes(eventsCategory);
  return {
    title: draft.title,
    summary: draft.summary || null,
    content: draft.content,
    categories: draft.categories as AdminNewsInput['categories'],
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    imageUrl: draft.imageUrl,
    isPublished: draft.isPublished,
    publishDate: fromLocalInput(draft.publishDate),
    eventDate: isEvent ? fromLocalInput(draft.eventDate) : null,
    eventLocation: isEvent ? draft.eventLocation || null : null,
  };
};

function stateOf(article: AdminNews) {
  if (!article.isPublished) return { label: t.draft, tone: 'default' as const };
  if (article.publishDate && new Date(article.publishDate) > new Date())
    return { label: t.scheduled, tone: 'warning' as const };
  return { label: t.published, tone: 'success' as const };
}

/** /admin/news: search, card grid, the article form with its preview, deletion after confirmation. */
export function AdminNewsPage() {
  const { state, set } = useUrlState(codec);
  const [search, setSearch] = useSearchDraft(state.q, (q) => set({ q }, { replace: true }));
  const query = useAdminList('news', state, (q, signal) => adminApi.news(q, signal));
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  const [deleting, setDeleting] = useState<AdminNews | null>(null);
  const remove = useAdminAction(
    (article: AdminNews) => adminApi.deleteNews(article.id),
    () => t.deleted,
  );
  return (
    <AdminLayout
      title={t.title}
      actions={<Button onClick={() => setEditing({ id: null, draft: emptyDraft })}>{t.create}</Button>}
    >
      <FilterBar onReset={() => set({ q: '' })}>
        <Filter label={a.filters.search} id="admin-news-q">
          <SearchInput
            id="admin-news-q"
            value={search}
            placeholder={t.searchPlaceholder}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Filter>
      </FilterBar>
      <ListStates query={query} empty={t.empty} loadError={t.loadError}>
        {(items) => (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((article) => {
              const status = stateOf(article);
              return (
                <li
                  key={article.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                >
                  {article.imageUrl ? (
                    <img src={article.imageUrl} alt="" className="aspect-video w-full object-cover" />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <div className="flex flex-wrap items-center gap-2">
                      <Badge variant={status.tone}>{status.label}</Badge>
                      {article.categories.slice(0, 2).map((category) => (
                        <span key={category} className="text-xs font-medium text-violet-700">
                          {category}
                        </span>
                      ))}
                    </div>
                    <h2 className="font-display text-lg font-semibold break-words text-slate-900">
                      {article.title}
                    </h2>
                    {article.summary ? (
                      <p className="line-clamp-3 text-sm text-slate-600">{article.summary}</p>
                    ) : null}
                    <p className="mt-auto text-xs text-slate-500">
                      {formatDate(article.publishDate ?? article.createdAt)}
                      {article.authorName ? ` · ${article.authorName}` : ''}
                    </p>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing({ id: article.id, draft: draftOf(article) })}
                      >
                        {t.edit}
                      </Button>
                      <Button size="sm" variant="danger" onClick={() => setDeleting(article)}>
                        {t.delete}
                      </Button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListStates>
      {editing ? (
        <NewsForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.draft}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        description={fill(t.deleteText, { title: deleting?.title ?? '' })}
        confirmLabel={t.delete}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminLayout>
  );
}

function NewsForm({ id, initial, onClose }: { id: string | null; initial: Draft; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const isEvent = draft.categories.includes(eventsCategory);
  const save = useAdminAction(
    (value: Draft) => adminApi.saveNews(id, inputOf(value)),
    (value) => (id ? fill(t.updated, { title: value.title }) : t.created),
  );
  const blank = { title: !draft.title.trim(), content: !draft.content.trim() };
  const [showBlank, setShowBlank] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Spec 2 §5: an empty title or content gives the one text, the empty fields marked.
    setShowBlank(blank.title || blank.content);
    if (blank.title || blank.content) {
      setError(t.requiredFields);
      return;
    }
    save.mutate(draft, {
      onSuccess: onClose,
      onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : String(failure)),
    });
  };
  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      change({ imageUrl: await uploadImage(file, 'project', () => undefined) });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : String(failure));
    } finally {
      setUploading(false);
    }
  };
  const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm';
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={id ? t.edit : t.create}
      size="lg"
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <TextField
            label={t.fieldTitle}
            value={draft.title}
            required
            invalid={showBlank && blank.title}
            onChange={(e) => change({ title: e.target.value })}
          />
          {/* A text area: the summary may hold line breaks, which a one-line field would drop. */}
          <label className="text-sm font-medium text-slate-700">
            {t.fieldSummary}
            <textarea
              className={`${field} min-h-20`}
              rows={3}
              value={draft.summary}
              onChange={(e) => change({ summary: e.target.value })}
            />
          </label>
          <label className="text-sm font-medium text-slate-700">
            {t.fieldContent}
            <textarea
              className={`${field} min-h-40`}
              value={draft.content}
              required
              aria-invalid={showBlank && blank.content ? true : undefined}
              onChange={(e) => change({ content: e.target.value })}
            />
          </label>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t.fieldCategories}</legend>
            <div className="mt-1 flex max-h-32 flex-wrap gap-x-3 gap-y-1 overflow-y-auto">
              {magazineCategories.map((category) => (
                <label key={category} className="flex items-center gap-1 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    checked={draft.categories.includes(category)}
                    onChange={(e) =>
                      change({
                        categories: e.target.checked
                          ? [...draft.categories, category]
                          : draft.categories.filter((c) => c !== category),
                      })
                    }
                  />
                  {category}
                </label>
              ))}
            </div>
          </fieldset>
          {isEvent ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t.fieldEventDate}
                type="datetime-local"
                value={draft.eventDate}
                onChange={(e) => change({ eventDate: e.target.value })}
              />
              <TextField
                label={t.fieldEventLocation}
                value={draft.eventLocation}
                onChange={(e) => change({ eventLocation: e.target.value })}
              />
            </div>
          ) : null}
          <TextField
            label={t.fieldTags}
            value={draft.tags}
            onChange={(e) => change({ tags: e.target.value })}
          />
          <label className="text-sm font-medium text-slate-700">
            {t.fieldImage}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="mt-1 block text-sm"
              onChange={(e) => void pickImage(e.target.files?.[0])}
            />
          </label>
          {uploading ? <p className="text-sm text-slate-600">{t.uploading}</p> : null}
          {draft.imageUrl ? (
            <Button type="button" size="sm" variant="outline" onClick={() => change({ imageUrl: null })}>
              {t.removeImage}
            </Button>
          ) : null}
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              checked={draft.isPublished}
              onChange={(e) => change({ isPublished: e.target.checked })}
            />
            {t.fieldPublished}
          </label>
          <TextField
            label={t.fieldPublishDate}
            type="datetime-local"
            hint={t.publishDateHint}
            value={draft.publishDate}
            onChange={(e) => change({ publishDate: e.target.value })}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending || uploading}>
              {t.save}
            </Button>
          </div>
        </form>
        <section aria-label={t.preview} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.preview}</p>
          {draft.imageUrl ? (
            <img src={draft.imageUrl} alt="" className="mt-2 aspect-video w-full rounded-lg object-cover" />
          ) : null}
          <p className="mt-2 text-xs font-medium text-violet-700">{draft.categories.join(' · ')}</p>
          <h2 className="font-display mt-1 text-xl font-semibold break-words text-slate-900">
            {draft.title}
          </h2>
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
      </div>
    </Modal>
  );
}
