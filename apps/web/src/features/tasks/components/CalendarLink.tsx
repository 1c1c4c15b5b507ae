import { calendarMessages as m } from '@plateau/shared/messages/tasks.fr';
import { CalendarDays, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Input } from '@/components/ui/Input';
import { toast } from '@/lib/toaster';
import { useCalendarLink } from '../hooks/useCalendarLink';

/** 'Mon agenda': the member's private iCalendar URL to copy, and a new one that revokes the old. */
export function CalendarLink() {
  const id = useId();
  const { link, rotate } = useCalendarLink();
  const [confirming, setConfirming] = useState(false);

  const copy = async () => {
    if (!link.data) return;
    try {
      await navigator.clipboard.writeText(link.data);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyError);
    }
  };
  const regenerate = () => {
    setConfirming(false);
    rotate.mutate(undefined, {
      onSuccess: () => toast.success(m.regenerated),
      onError: () => toast.error(m.regenerateError),
    });
  };

  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-slate-800">
        <CalendarDays className="size-4" aria-hidden="true" />
        {m.title}
      </summary>
      <p className="mt-2 text-slate-600">{m.description}</p>
      {link.isError ? (
        <p className="mt-2 text-red-700">{m.loadError}</p>
      ) : (
        <div className="mt-3 space-y-2">
          <label htmlFor={`${id}-url`} className="sr-only">
            {m.urlLabel}
          </label>
          <Input
            id={`${id}-url`}
            readOnly
            value={link.data ?? ''}
            onFocus={(event) => event.target.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => void copy()} disabled={!link.data}>
              <Copy className="size-4" aria-hidden="true" />
              {m.copy}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} loading={rotate.isPending}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {m.regenerate}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={m.regenerateTitle}
        description={m.regenerateConfirm}
        danger={false}
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      />
    </details>
  );
}
