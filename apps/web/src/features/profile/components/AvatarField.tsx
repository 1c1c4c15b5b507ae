import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { Camera } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { FilePicker } from '@/components/ui/FilePicker';
import { FieldError } from '@/components/ui/Input';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { imageFileTypes, useImageUpload } from '@/hooks/useImageUpload';
import { toast } from '@/lib/toaster';
import { useUpdateProfile } from '../hooks/useUpdateProfile';

/** The avatar: uploaded and saved as soon as it is chosen, with a progress bar. */
export function AvatarField({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const id = useId();
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

  const onFile = async (file: File) => {
    const url = await upload.upload(file);
    if (url) await save(url);
  };

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name} src={avatarUrl} size="lg" className="size-20 text-xl" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {pm.avatarLabel}
        </label>
        <div className="flex flex-wrap gap-2">
          <FilePicker
            id={id}
            accept={imageFileTypes}
            describedBy={`${id}-hint ${id}-error`}
            busy={upload.uploading}
            disabled={update.isPending}
            onFile={(file) => void onFile(file)}
          >
            <Camera className="size-4" aria-hidden="true" />
            {pm.chooseAvatar}
          </FilePicker>
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
