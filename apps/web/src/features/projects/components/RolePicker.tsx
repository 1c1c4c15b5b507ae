import { type ProjectRole, projectRoles } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { projectRoleLabel } from '@plateau/shared/rules/project-rules';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FieldError, Input, Label } from '@/components/ui/Input';
import { toast } from '@/lib/toaster';
import { SuggestionList } from './SuggestionList';

interface RolePickerProps {
  value: readonly ProjectRole[];
  onChange: (roles: ProjectRole[]) => void;
  error?: string | undefined;
}

const matchesOf = (text: string) => {
  const needle = text.trim().toLocaleLowerCase('fr-FR');
  return projectRoles.filter((role) => role.includes(needle));
};

/**
 * The wanted roles, picked from the allowed list (spec 2 §5): the same role may be added several times,
 * Enter picks the first match, a role outside the list is refused with the spec's toast.
 */
export function RolePicker({ value, onChange, error }: RolePickerProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const matches = matchesOf(draft);

  const add = (role: ProjectRole) => {
    onChange([...value, role]);
    setDraft('');
  };
  const addDraft = () => {
    const text = draft.trim();
    if (!text) return;
    const [first] = matchesOf(text);
    if (first) add(first);
    else toast.error(fill(m.unknownRole, { role: text }));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
      setOpen(false);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div>
      <Label htmlFor={id}>{m.fields.requiredRoles}</Label>
      {value.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={m.fields.requiredRoles}>
          {value.map((role, index) => (
            <li
              // The same role may appear several times: its place tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is only appended to or cut.
              key={`${role}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-100 py-1 pr-1 pl-3 text-sm text-indigo-900"
            >
              {projectRoleLabel(role)}
              <button
                type="button"
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-indigo-200"
                aria-label={fill(m.removeItem, { label: projectRoleLabel(role) })}
                onClick={() => onChange(value.filter((_, other) => other !== index))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Input
            id={id}
            value={draft}
            placeholder={m.rolePickerPlaceholder}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-error`}
            onChange={(event) => {
              setDraft(event.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
          {open ? <SuggestionList items={matches} onPick={add} labelOf={projectRoleLabel} /> : null}
        </div>
        <Button variant="secondary" className="h-11" onClick={addDraft}>
          {m.addRole}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
