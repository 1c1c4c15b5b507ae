import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';
import { inputClasses } from './Input';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectProps<T extends string>
  extends Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'children'> {
  value: T | '';
  options: readonly SelectOption<T>[];
  /** The first option, value '' ('Tous', 'Toutes les catégories'...): no filter. */
  emptyLabel?: string;
  /** Only one of the options' values, or '' for the empty option, ever reaches the caller. */
  onValueChange: (value: T | '') => void;
}

/** A native select over known options (the caller gives the id its label points to). */
export function Select<T extends string>({
  value,
  options,
  emptyLabel,
  onValueChange,
  className,
  ...rest
}: SelectProps<T>) {
  return (
    <select
      className={cn(inputClasses, 'pr-8', className)}
      value={value}
      onChange={(event) =>
        onValueChange(options.find((option) => option.value === event.target.value)?.value ?? '')
      }
      {...rest}
    >
      {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
