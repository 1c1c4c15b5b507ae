import { authMessages } from '@plateau/shared/messages/auth.fr';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { FieldError, Input, Label } from './Input';

interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Marked invalid without a text of its own (the form's banner gives it, lib/blank-fields.ts). */
  invalid?: boolean | undefined;
}

/** A labelled input with its error and hint wired through aria-describedby. */
export function TextField({ label, error, hint, invalid, className, type, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(isPassword && 'pr-11')}
          {...rest}
        />
        {isPassword ? (
          <button
            type="button"
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
            aria-label={revealed ? authMessages.hidePassword : authMessages.showPassword}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
