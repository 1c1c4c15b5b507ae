import { inputClasses } from '@/components/ui/Input';
import { Filter } from './AdminLayout';

/** A day of the history's filter ('' for none), bounded by the other end of the range. */
export function DayFilter(props: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}) {
  return (
    <Filter label={props.label} id={props.id}>
      <input
        id={props.id}
        type="date"
        className={inputClasses}
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Filter>
  );
}
