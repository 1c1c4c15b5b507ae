import { useId, useState } from 'react';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';

/** A form's field errors, its fields' ids and invalid state, and what a failed send shows. */
export function useFormErrors() {
  const base = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = (name: string) => `${base}-${name}`;
  /** `aria-invalid` and the error's id on a field the last check refused. */
  const invalid = (name: string) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id(name)}-error` } : {};
  /** The server's field errors on the form, its French message as a toast (`fallback` offline). */
  const fail = (error: unknown, fallback: string) => {
    if (error instanceof ApiRequestError && error.fields) setErrors({ ...error.fields });
    toast.error(error instanceof ApiRequestError && error.status !== 0 ? error.message : fallback);
  };
  return { errors, setErrors, id, invalid, fail };
}
