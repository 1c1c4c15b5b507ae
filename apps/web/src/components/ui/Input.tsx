import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

export const inputClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none disabled:bg-slate-100 aria-[invalid=true]:border-red-500 sm:text-sm';

export function Input({ className, ...rest }: ComponentPropsWithRef<'input'>) {
  return <input className={cn(inputClasses, className)} {...rest} />;
}

export function Label({ className, ...rest }: ComponentPropsWithRef<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor.
  return <label className={cn('mb-1.5 block text-sm font-medium text-slate-800', className)} {...rest} />;
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}
