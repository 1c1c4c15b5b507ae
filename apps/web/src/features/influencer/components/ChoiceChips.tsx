import { cn } from '@/lib/cn';

interface ChoiceChipsProps {
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  errorId?: string | undefined;
}

/** A group of toggle buttons for a multiple choice (content types, deliverables, skills). */
export function ChoiceChips({ label, options, value, onChange, errorId }: ChoiceChipsProps) {
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((item) => item !== option) : [...value, option])}
              className={cn(
                'rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                on
                  ? 'border-indigo-600 bg-indigo-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-400',
              )}
            >
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
