import { type NotificationType, notificationTypes } from '@plateau/shared/enums';
import { notificationMessages as nm } from '@plateau/shared/messages/notifications.fr';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { inputClasses, Label } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import type { NotificationFiltersValue } from '../query-keys';

interface NotificationFiltersProps {
  value: NotificationFiltersValue;
  onChange: (next: NotificationFiltersValue) => void;
}

const states: Array<[NotificationFiltersValue['state'], string]> = [
  ['', nm.allStates],
  ['unread', nm.unread],
  ['read', nm.read],
];

/** Type and state filters (applied at once) and the reset button. */
export function NotificationFilters({ value, onChange }: NotificationFiltersProps) {
  const typeId = useId();
  const stateId = useId();
  const isFiltered = value.type !== '' || value.state !== '';
  return (
    <search aria-label={nm.filtersLabel}>
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto]">
        <div className="min-w-0">
          <Label htmlFor={typeId}>{nm.typeLabel}</Label>
          <select
            id={typeId}
            className={cn(inputClasses, 'pr-8')}
            value={value.type}
            onChange={(event) => onChange({ ...value, type: event.target.value as NotificationType | '' })}
          >
            <option value="">{nm.allTypes}</option>
            {notificationTypes.map((type) => (
              <option key={type} value={type}>
                {nm.typeFilterNames[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <Label htmlFor={stateId}>{nm.stateLabel}</Label>
          <select
            id={stateId}
            className={cn(inputClasses, 'pr-8')}
            value={value.state}
            onChange={(event) =>
              onChange({ ...value, state: event.target.value as NotificationFiltersValue['state'] })
            }
          >
            {states.map(([state, label]) => (
              <option key={state} value={state}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <Button
            variant="outline"
            className="h-11 w-full"
            disabled={!isFiltered}
            onClick={() => onChange({ type: '', state: '' })}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            {nm.resetFilters}
          </Button>
        </div>
      </div>
    </search>
  );
}
