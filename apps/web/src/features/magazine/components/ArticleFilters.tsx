import { magazineCategories } from '@plateau/shared/enums';
import { magazineMessages as mm } from '@plateau/shared/messages/magazine.fr';
import { maxArticleSearchLength } from '@plateau/shared/schemas/magazine';
import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input, Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import type { ArticleFiltersValue } from '../query-keys';

const categoryOptions = magazineCategories.map((category) => ({ value: category, label: category }));

interface ArticleFiltersProps {
  value: ArticleFiltersValue;
  onChange: (next: ArticleFiltersValue) => void;
}

/** Search box (submitted), category filter (immediate) and reset. */
export function ArticleFilters({ value, onChange }: ArticleFiltersProps) {
  const searchId = useId();
  const categoryId = useId();
  const [draft, setDraft] = useState(value.q);
  useEffect(() => setDraft(value.q), [value.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: draft });
  };
  const isFiltered = value.q !== '' || value.category !== '' || draft.trim() !== '';

  return (
    <search>
      <form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] lg:grid-cols-[1fr_16rem_auto]"
      >
        <div className="min-w-0">
          <Label htmlFor={searchId}>{mm.searchLabel}</Label>
          <div className="flex gap-2">
            <Input
              id={searchId}
              type="search"
              value={draft}
              maxLength={maxArticleSearchLength}
              placeholder={mm.searchPlaceholder}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" aria-label={mm.searchButton} className="shrink-0 px-3 sm:px-4">
              <Search className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">{mm.searchButton}</span>
            </Button>
          </div>
        </div>
        <div className="min-w-0 sm:order-last sm:col-span-2 lg:order-none lg:col-span-1">
          <Label htmlFor={categoryId}>{mm.categoryLabel}</Label>
          <Select
            id={categoryId}
            value={value.category}
            options={categoryOptions}
            emptyLabel={mm.allCategories}
            onValueChange={(category) => onChange({ q: draft, category })}
          />
        </div>
        <div className="flex items-end">
          <Button
            variant="outline"
            className="h-11 w-full"
            disabled={!isFiltered}
            onClick={() => {
              setDraft('');
              onChange({ q: '', category: '' });
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {mm.reset}
          </Button>
        </div>
      </form>
    </search>
  );
}
