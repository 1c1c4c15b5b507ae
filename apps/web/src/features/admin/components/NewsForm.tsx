import { eventsCategory, magazineCategories } from '@plateau/shared/enums';
import { adminMessages as a } from '@plateau/shared/messages/admin.fr';
import { commonMessages } from '@plateau/shared/messages/common.fr';
import { ImagePlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FilePicker } from '@/components/ui/FilePicker';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { uploadImage } from '@/lib/upload-image';
import { useSaveNews } from '../hooks/useAdmin';
import { type Draft, inputOf } from '../news-draft';
import { NewsPreview } from './NewsPreview';

const t = a.news;

/** The article form (create when `id` is null), its image upload and its preview. */
export function NewsForm({
  id,
  initial,
  onClose,
}: {
  id: string | null;
  initial: Draft;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const imageId = useId();
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const isEvent = draft.categories.includes(eventsCategory);
  const save = useSaveNews(id);
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
    save.mutate(inputOf(draft), {
      onSuccess: onClose,
      onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : String(failure)),
    });
  };
  const pickImage = async (file: File) => {
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
          <div>
            <label htmlFor={imageId} className="block text-sm font-medium text-slate-700">
              {t.fieldImage}
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
              <FilePicker
                id={imageId}
                accept="image/jpeg,image/png,image/webp"
                busy={uploading}
                onFile={(file) => void pickImage(file)}
              >
                <ImagePlus className="size-4" aria-hidden="true" />
                {commonMessages.chooseImage}
              </FilePicker>
              {draft.imageUrl ? (
                <Button type="button" size="sm" variant="outline" onClick={() => change({ imageUrl: null })}>
                  {t.removeImage}
                </Button>
              ) : null}
            </div>
            {uploading ? (
              <p className="mt-1 text-sm text-slate-600" role="status">
                {t.uploading}
              </p>
            ) : null}
          </div>
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
        <NewsPreview draft={draft} />
      </div>
    </Modal>
  );
}
