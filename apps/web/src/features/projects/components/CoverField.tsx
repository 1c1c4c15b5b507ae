import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError, Input, Label } from '@/components/ui/Input';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { imageFileTypes, useImageUpload } from '@/hooks/useImageUpload';
import { toast } from '@/lib/toaster';
import { ProjectCover } from './ProjectCover';

interface CoverFieldProps {
  value: string | null;
  onChange: (url: string | null) => void;
  /** The edit form also takes the address of an image, fetched and checked by the server. */
  withUrl: boolean;
  error?: string | undefined;
  onUploadingChange: (uploading: boolean) => void;
}

/** The cover: uploaded through the image pipeline with a progress bar (5 MB, JPG, PNG, GIF or WebP). */
export function CoverField({ value, onChange, withUrl, error, onUploadingChange }: CoverFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUpload('project');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onUploadingChange(true);
    const url = await upload.upload(file);
    onUploadingChange(false);
    if (input.current) input.current.value = '';
    if (url) {
      onChange(url);
      toast.success(m.coverUploaded);
    } else {
      toast.error(m.uploadError);
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{m.fields.coverImage}</Label>
      {value ? <ProjectCover src={value} className="mb-3 max-w-md rounded-lg" /> : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={imageFileTypes}
        className="sr-only"
        aria-describedby={`${id}-hint ${id}-error`}
        disabled={upload.uploading}
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" loading={upload.uploading} onClick={() => input.current?.click()}>
          <ImagePlus className="size-4" aria-hidden="true" />
          {m.fields.coverImage}
        </Button>
        {value ? (
          <Button variant="ghost" size="sm" disabled={upload.uploading} onClick={() => onChange(null)}>
            {m.coverRemove}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
        {m.coverHint}
      </p>
      {upload.progress !== null ? <ProgressBar value={upload.progress} /> : null}
      <FieldError id={`${id}-error`} message={upload.error ?? error} />
      {withUrl ? (
        <div className="mt-3">
          <Label htmlFor={`${id}-url`}>{m.fields.coverUrl}</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value ?? ''}
            onChange={(event) => onChange(event.target.value || null)}
          />
        </div>
      ) : null}
    </div>
  );
}
