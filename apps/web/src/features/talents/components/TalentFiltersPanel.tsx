import { availabilityStatuses, cities } from '@plateau/shared/enums';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { availabilityLabel } from '@plateau/shared/rules/availability';
import { professionSuggestions } from '@plateau/shared/rules/professions';
import { projectRoleLabel } from '@plateau/shared/rules/project-rules';
import { creditRoleFilters } from '@plateau/shared/schemas/talents';
import { ChevronDown, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { inputClasses, Label } from '@/components/ui/Input';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select, type SelectOption } from '@/components/ui/Select';
import { useSearchDraft } from '@/hooks/useSearchDraft';
import type { SetUrlStateOptions } from '@/hooks/useUrlState';
import { cn } from '@/lib/cn';
import type { TalentFilters } from '../query-keys';

const availabilityOptions = availabilityStatuses.map((status) => ({
  value: status,
  label: availabilityLabel(status),
}));
const cityOptions: SelectOption<string>[] = cities.map((city) => ({ value: city, label: city }));
const creditRoleOptions = creditRoleFilters.map((role) => ({ value: role, label: projectRoleLabel(role) }));

interface TalentFiltersPanelProps {
  filters: TalentFilters;
  onChange: (next: Partial<TalentFilters>, options?: SetUrlStateOptions) => void;
  onReset: () => void;
  active: boolean;
  skills: string[];
}

/** Text search, then availability, profession, location, 'A travaillé comme…' and skills under 'Plus de filtres'. */
export function TalentFiltersPanel({ filters, onChange, onReset, active, skills }: TalentFiltersPanelProps) {
  const id = useId();
  // Typing is sent to the URL (and the server) after a short pause, replacing the history entry.
  const [query, setQuery] = useSearchDraft(filters.q, (q) => onChange({ q }, { replace: true }));
  const [profession, setProfession] = useSearchDraft(filters.profession, (text) =>
    onChange({ profession: text }, { replace: true }),
  );
  const advancedCount =
    (filters.availability ? 1 : 0) +
    (filters.profession ? 1 : 0) +
    (filters.location ? 1 : 0) +
    (filters.creditRole ? 1 : 0) +
    filters.skills.length;
  const [open, setOpen] = useState(advancedCount > 0);

  const toggleSkill = (skill: string) =>
    onChange({
      skills: filters.skills.includes(skill)
        ? filters.skills.filter((s) => s !== skill)
        : [...filters.skills, skill],
    });

  return (
    <search className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <Label htmlFor={`${id}-q`}>{pm.searchLabel}</Label>
          <SearchInput
            id={`${id}-q`}
            placeholder={pm.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="whitespace-nowrap"
            aria-expanded={open}
            aria-controls={`${id}-more`}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {open ? pm.lessFilters : pm.moreFilters}
            {advancedCount > 0 ? (
              <span className="rounded-full bg-indigo-700 px-1.5 text-xs text-white">{advancedCount}</span>
            ) : null}
            <ChevronDown
              className={cn('size-4 transition-transform', open && 'rotate-180')}
              aria-hidden="true"
            />
          </Button>
          <Button variant="ghost" className="whitespace-nowrap" onClick={onReset} disabled={!active}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {pm.reset}
          </Button>
        </div>
      </div>
      {open ? (
        <div id={`${id}-more`} className="mt-4 space-y-4 border-t border-slate-100 pt-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <Label htmlFor={`${id}-availability`}>{pm.availabilityFilter}</Label>
              <Select
                id={`${id}-availability`}
                value={filters.availability}
                options={availabilityOptions}
                emptyLabel={pm.all}
                onValueChange={(availability) => onChange({ availability })}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-profession`}>{pm.professionFilter}</Label>
              <input
                id={`${id}-profession`}
                className={inputClasses}
                list={`${id}-professions`}
                value={profession}
                onChange={(event) => setProfession(event.target.value)}
              />
              <datalist id={`${id}-professions`}>
                {professionSuggestions.map((item) => (
                  <option key={item} value={item} />
                ))}
              </datalist>
            </div>
            <div>
              <Label htmlFor={`${id}-location`}>{pm.locationFilter}</Label>
              <Select
                id={`${id}-location`}
                value={filters.location}
                options={cityOptions}
                emptyLabel={pm.all}
                onValueChange={(location) => onChange({ location })}
              />
            </div>
            <div>
              <Label htmlFor={`${id}-credit-role`}>{pm.creditRoleFilter}</Label>
              <Select
                id={`${id}-credit-role`}
                value={filters.creditRole}
                options={creditRoleOptions}
                emptyLabel={pm.all}
                onValueChange={(creditRole) => onChange({ creditRole })}
              />
            </div>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{pm.skillsFilter}</legend>
            <p className="mt-0.5 text-xs text-slate-600">{pm.skillsFilterHint}</p>
            {/* Chips 2rem high, 0.5rem apart: 12rem shows five whole rows, never half of one. */}
            <div className="mt-2 flex max-h-48 flex-wrap gap-2 overflow-y-auto">
              {skills.map((skill) => {
                const checked = filters.skills.includes(skill);
                return (
                  <label
                    key={skill}
                    className={cn(
                      'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm',
                      checked
                        ? 'border-indigo-700 bg-indigo-50 text-indigo-900'
                        : 'border-slate-300 text-slate-700',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-3.5 accent-indigo-700"
                      checked={checked}
                      onChange={() => toggleSkill(skill)}
                    />
                    {skill}
                  </label>
                );
              })}
            </div>
          </fieldset>
        </div>
      ) : null}
    </search>
  );
}
