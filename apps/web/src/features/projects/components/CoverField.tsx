import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { FilePicker } from '@/components/ui/FilePicker';
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
  const upload = useImageUpload('project');

  const onFile = async (file: File) => {
    onUploadingChange(true);
    const url = await upload.upload(file);
    onUploadingChange(false);
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
      <div className="flex flex-wrap gap-2">
        <FilePicker
          id={id}
          accept={imageFileTypes}
          describedBy={`${id}-hint ${id}-error`}
          busy={upload.uploading}
          onFile={(file) => void onFile(file)}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {m.fields.coverImage}
        </FilePicker>
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
