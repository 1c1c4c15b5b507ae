import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';

/** The upload's progress, announced as a progressbar. */
export function ProgressBar({ value }: { value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={pm.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {pm.uploading} {percent} %
      </p>
    </div>
  );
}
