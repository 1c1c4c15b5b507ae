import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { FieldError, Input, Label } from '@/components/ui/Input';
import { toast } from '@/lib/toaster';
import { SuggestionList } from './SuggestionList';

interface TagInputProps {
  label: string;
  value: readonly string[];
  onChange: (items: string[]) => void;
  suggestions: readonly string[];
  placeholder: string;
  hint: string;
  /** The refusal of a text already in the list (any case). */
  duplicateMessage: string;
  error?: string | undefined;
}

const sameText = (a: string, b: string) => a.toLocaleLowerCase('fr-FR') === b.toLocaleLowerCase('fr-FR');

/**
 * A list of short texts (tags, benefits): Enter or a comma adds the trimmed text, Backspace in the empty
 * box removes the last one, duplicates are refused; suggestions in a dropdown of at most 10rem.
 */
export function TagInput({
  label,
  value,
  onChange,
  suggestions,
  placeholder,
  hint,
  duplicateMessage,
  error,
}: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const needle = draft.trim().toLocaleLowerCase('fr-FR');
  const shown = suggestions.filter(
    (item) =>
      !value.some((taken) => sameText(taken, item)) && item.toLocaleLowerCase('fr-FR').includes(needle),
  );

  /** Adds the trimmed texts not yet in the list; a duplicate is refused with a toast. */
  const addAll = (texts: readonly string[]) => {
    const next = [...value];
    for (const text of texts) {
      const item = text.trim();
      if (!item) continue;
      if (next.some((taken) => sameText(taken, item))) toast.error(duplicateMessage);
      else next.push(item);
    }
    if (next.length !== value.length) onChange(next);
  };
  const add = (text: string) => {
    addAll([text]);
    setDraft('');
  };
  // A comma typed or pasted in the text also adds what comes before it.
  const onType = (text: string) => {
    const parts = text.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length > 0) addAll(parts);
    setDraft(rest);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(draft);
      // The list would otherwise stay open over what follows (the form's button).
      if (event.key === 'Enter') setOpen(false);
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
          {value.map((item) => (
            <li
              key={item}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-violet-100 py-1 pr-1 pl-3 text-sm text-violet-900"
            >
              <span className="truncate">{item}</span>
              <button
                type="button"
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-violet-200"
                aria-label={fill(m.removeItem, { label: item })}
                onClick={() => onChange(value.filter((other) => other !== item))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          autoComplete="off"
          aria-describedby={`${id}-hint ${id}-error`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onType(event.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {open ? <SuggestionList items={shown} onPick={add} /> : null}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
