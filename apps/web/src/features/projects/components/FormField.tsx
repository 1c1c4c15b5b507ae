import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import type { ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/Input';

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  className?: string;
  /** The control; it points to `${id}-error` with aria-describedby. */
  children: ReactNode;
}

/** A visible label (with 'obligatoire' for required fields), the control, then its error. */
export function FormField({ id, label, required = false, error, className, children }: FormFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <span className="ml-1 text-xs font-normal text-slate-600">({m.required})</span> : null}
      </Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
