import { commonMessages } from '@plateau/shared/messages/common.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { type PortfolioItem, portfolioCreateSchema } from '@plateau/shared/schemas/portfolio';
import { ImageIcon, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { FilePicker } from '@/components/ui/FilePicker';
import { FieldError, inputClasses, Label } from '@/components/ui/Input';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TextField } from '@/components/ui/TextField';
import { imageFileTypes, useImageUpload } from '@/hooks/useImageUpload';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import { usePortfolioMutations } from '../hooks/usePortfolio';

type Values = { title: string; description: string; projectUrl: string };
const fieldNames = ['title', 'description', 'projectUrl'] as const;

/** Adds or edits a portfolio item: title (required), description, image upload, project link. */
export function PortfolioForm({ item }: { item?: PortfolioItem }) {
  const id = useId();
  const navigate = useNavigate();
  const { create, update } = usePortfolioMutations();
  const upload = useImageUpload('portfolio');
  const [imageUrl, setImageUrl] = useState<string | null>(item?.imageUrl ?? null);
  const form = useForm<Values>({
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      projectUrl: item?.projectUrl ?? '',
    },
  });
  const { errors } = form.formState;
  const saving = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    const input = { ...values, imageUrl };
    const parsed = portfolioCreateSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldNames.find((name) => name === issue.path[0]);
        if (field) form.setError(field, { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      if (item) await update.mutateAsync({ id: item.id, input });
      else await create.mutateAsync(input);
      toast.success(pm.portfolioSaved);
      await navigate('/profil');
    } catch {
      toast.error(pm.portfolioSaveError);
    }
  });

  const onFile = async (file: File) => {
    const url = await upload.upload(file);
    if (url) setImageUrl(url);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label={pm.portfolioTitleLabel}
        required
        error={errors.title?.message}
        {...form.register('title')}
      />
      <div>
        <Label htmlFor={`${id}-description`}>{pm.portfolioDescriptionLabel}</Label>
        <textarea
          id={`${id}-description`}
          rows={4}
          className={cn(inputClasses, 'h-auto py-2')}
          aria-invalid={errors.description ? true : undefined}
          {...form.register('description')}
        />
        <FieldError id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <div>
        <Label htmlFor={`${id}-image`}>{pm.portfolioImageLabel}</Label>
        <div className="relative flex aspect-video max-w-md items-center justify-center overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-50">
          {imageUrl ? (
            <>
              <img src={imageUrl} alt="" className="size-full object-cover" />
              <button
                type="button"
                className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-lg bg-white/90 text-slate-700 shadow"
                aria-label={pm.removeAvatar}
                onClick={() => setImageUrl(null)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </>
          ) : (
            <ImageIcon className="size-10 text-slate-300" aria-hidden="true" />
          )}
        </div>
        <div className="mt-2">
          <FilePicker
            id={`${id}-image`}
            accept={imageFileTypes}
            describedBy={`${id}-image-hint`}
            busy={upload.uploading}
            onFile={(file) => void onFile(file)}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {commonMessages.chooseImage}
          </FilePicker>
        </div>
        <p id={`${id}-image-hint`} className="mt-1.5 text-xs text-slate-600">
          {pm.portfolioImageHint}
        </p>
        {upload.progress !== null ? <ProgressBar value={upload.progress} /> : null}
        <FieldError id={`${id}-image-error`} message={upload.error ?? undefined} />
      </div>
      <TextField
        label={pm.portfolioProjectUrlLabel}
        inputMode="url"
        hint={pm.linkHint}
        error={errors.projectUrl?.message}
        {...form.register('projectUrl')}
      />
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
        <Link to="/profil" className={buttonClasses({ variant: 'outline' })}>
          {pm.cancel}
        </Link>
        <Button type="submit" loading={saving} disabled={upload.uploading}>
          {saving ? pm.saving : pm.save}
        </Button>
      </div>
    </form>
  );
}
