import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { Camera } from 'lucide-react';
import { useId, useRef } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/Input';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { imageFileTypes, useImageUpload } from '@/hooks/useImageUpload';
import { toast } from '@/lib/toaster';
import { useUpdateProfile } from '../hooks/useUpdateProfile';

/** The avatar: uploaded and saved as soon as it is chosen, with a progress bar. */
export function AvatarField({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUpload('avatar');
  const update = useUpdateProfile();

  const save = async (next: string | null) => {
    try {
      await update.mutateAsync({ avatarUrl: next });
      toast.success(pm.avatarUpdated);
    } catch {
      toast.error(pm.updateError);
    }
  };

  const onChange = async (file: File | undefined) => {
    if (!file) return;
    const url = await upload.upload(file);
    if (input.current) input.current.value = '';
    if (url) await save(url);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name} src={avatarUrl} size="lg" className="size-20 text-xl" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {pm.avatarLabel}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={imageFileTypes}
          className="sr-only"
          aria-describedby={`${id}-hint ${id}-error`}
          disabled={upload.uploading || update.isPending}
          onChange={(event) => void onChange(event.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={upload.uploading}
            onClick={() => input.current?.click()}
          >
            <Camera className="size-4" aria-hidden="true" />
            {pm.chooseAvatar}
          </Button>
          {avatarUrl ? (
            <Button variant="ghost" size="sm" disabled={update.isPending} onClick={() => void save(null)}>
              {pm.removeAvatar}
            </Button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {pm.avatarHint}
        </p>
        {upload.progress !== null ? <ProgressBar value={upload.progress} /> : null}
        <FieldError id={`${id}-error`} message={upload.error ?? undefined} />
      </div>
    </div>
  );
}
