import type { ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/Input';

/** A label (with '*' for required fields), the control, then its error (`${id}-error`). */
export function Field({
  id,
  label,
  required = false,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        {required ? (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Field errors of a zod result, by top-level field name (the first message of each). */
export function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

export const textareaClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm';
