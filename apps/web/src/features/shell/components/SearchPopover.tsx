import { navMessages } from '@plateau/shared/messages/shell.fr';
import { searchQueryMaxLength } from '@plateau/shared/schemas/search';
import * as Popover from '@radix-ui/react-popover';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Input, Label } from '@/components/ui/Input';
import { iconButtonClass } from './icon-button';

const m = navMessages;

/** The search button: opens and focuses a field; submitting goes to the one search, /recherche?q=… */
export function SearchPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={iconButtonClass} aria-label={m.openSearch}>
        <Search className="size-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={12}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] animate-fade-in rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          <search>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const q = query.trim();
                if (!q) return;
                setOpen(false);
                void navigate(`/recherche?${new URLSearchParams({ q })}`);
              }}
            >
              <Label htmlFor={inputId}>{m.searchLabel}</Label>
              <div className="flex gap-2">
                <Input
                  id={inputId}
                  type="search"
                  name="q"
                  required
                  maxLength={searchQueryMaxLength}
                  value={query}
                  placeholder={m.searchPlaceholder}
                  onChange={(event) => setQuery(event.target.value)}
                />
                <button
                  type="submit"
                  aria-label={m.searchSubmit}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-700 text-white hover:bg-indigo-800"
                >
                  <Search className="size-5" aria-hidden="true" />
                </button>
              </div>
            </form>
          </search>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
