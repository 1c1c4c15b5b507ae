import { projectMessages as m } from '@plateau/shared/messages/projects.fr';

interface SuggestionListProps<T extends string> {
  items: readonly T[];
  onPick: (item: T) => void;
  labelOf?: (item: T) => string;
}

/** The dropdown under a tag or role box: at most 10rem high, picked with the mouse or by Enter in the box. */
export function SuggestionList<T extends string>({
  items,
  onPick,
  labelOf = (item) => item,
}: SuggestionListProps<T>) {
  if (items.length === 0) return null;
  return (
    <ul
      className="absolute z-20 mt-1 max-h-[10rem] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      aria-label={m.suggestions}
    >
      {items.map((item) => (
        <li key={item}>
          <button
            type="button"
            className="block w-full px-3 py-1.5 text-left text-sm text-slate-800 hover:bg-violet-50"
            // Chosen before the box loses focus (which closes the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item)}
          >
            {labelOf(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
