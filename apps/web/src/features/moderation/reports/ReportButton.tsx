import { reportsMessages as m } from '@plateau/shared/messages/reports.fr';
import type { ReportTarget } from '@plateau/shared/schemas/reports';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { cn } from '@/lib/cn';
import { ReportForm } from './ReportForm';

interface ReportButtonProps {
  target: ReportTarget;
  /** Where the content appears (the page's path, with its anchor if any). */
  location: string;
  /** The button's accessible name when the word alone would not say what is reported. */
  label?: string;
  className?: string;
  /** 'icon' shows the flag only (a comment's row), 'text' the flag and the word. */
  look?: 'icon' | 'text';
}

/** 'Signaler': opens the report form about one content; after sending, 'Votre signalement a bien été reçu.'. */
export function ReportButton({ target, location, label, className, look = 'text' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-red-700',
          look === 'icon' ? 'size-9 justify-center hover:bg-slate-100' : 'px-2 py-1.5 hover:bg-red-50',
          className,
        )}
        aria-label={label ?? m.report}
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
      >
        <Flag className="size-4" aria-hidden="true" />
        {look === 'text' ? <span>{m.report}</span> : null}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={m.form.title}
        description={sent ? undefined : m.form.intro}
        size="lg"
      >
        {sent ? (
          <div role="status" className="space-y-2">
            <p className="font-medium text-slate-900">{m.form.received}</p>
            <p className="text-sm text-slate-600">{m.form.receivedDetail}</p>
          </div>
        ) : (
          <ReportForm
            target={target}
            location={location}
            onDone={() => setSent(true)}
            onCancel={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}
