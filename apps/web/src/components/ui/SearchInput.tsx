import { Search } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './Input';

/** A search field with its magnifier icon (the caller gives the id its label points to). */
export function SearchInput({ className, ...rest }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
      <input type="search" className={cn(inputClasses, 'pl-10', className)} {...rest} />
    </div>
  );
}
