import { skillSuggestions } from '@plateau/shared/enums';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError, Input } from '@/components/ui/Input';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string | undefined;
}

/** Skills from the spec's list (suggestions) or typed freely; each one removable. */
export function SkillsInput({ value, onChange, error }: SkillsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const skill = draft.trim();
    if (!skill) return;
    if (!value.some((item) => item.toLocaleLowerCase('fr-FR') === skill.toLocaleLowerCase('fr-FR'))) {
      onChange([...value, skill]);
    }
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {pm.skillsLabel}
      </label>
      {value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {value.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-full bg-violet-100 py-1 pr-1 pl-3 text-sm text-violet-900"
            >
              {skill}
              <button
                type="button"
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-violet-200"
                aria-label={pm.removeSkill(skill)}
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <Input
          id={id}
          list={`${id}-list`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={add}>
          {pm.addSkill}
        </Button>
      </div>
      <datalist id={`${id}-list`}>
        {skillSuggestions
          .filter((skill) => !value.includes(skill))
          .map((skill) => (
            <option key={skill} value={skill} />
          ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
        {pm.skillsHint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
