import { commonMessages as c } from '@plateau/shared/messages/common.fr';
import { fill } from '@plateau/shared/messages/fill';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';

/**
 * A list's filters on a phone: behind a 'Filtres' button with how many are set, so the first result shows on
 * the first screen; from 640 px on they are always shown and the button is gone. The filters keep their
 * place in the parent's grid or flex row (`display: contents`).
 */
export function PhoneFilters({ count, children }: { count: number; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="w-full sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal className="size-4" aria-hidden="true" />
        {count > 0 ? fill(c.filtersCount, { count }) : c.filters}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={id} className={open ? 'contents' : 'hidden sm:contents'}>
        {children}
      </div>
    </>
  );
}
