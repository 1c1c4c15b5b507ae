import { notificationTypes } from '@plateau/shared/enums';
import { notificationMessages as nm } from '@plateau/shared/messages/notifications.fr';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import type { NotificationFiltersValue } from '../query-keys';

interface NotificationFiltersProps {
  value: NotificationFiltersValue;
  onChange: (next: NotificationFiltersValue) => void;
}

const typeOptions = notificationTypes.map((type) => ({ value: type, label: nm.typeFilterNames[type] }));
const stateOptions = [
  { value: 'unread', label: nm.unread },
  { value: 'read', label: nm.read },
] as const;

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
          <Select
            id={typeId}
            value={value.type}
            options={typeOptions}
            emptyLabel={nm.allTypes}
            onValueChange={(type) => onChange({ ...value, type })}
          />
        </div>
        <div className="min-w-0">
          <Label htmlFor={stateId}>{nm.stateLabel}</Label>
          <Select
            id={stateId}
            value={value.state}
            options={stateOptions}
            emptyLabel={nm.allStates}
            onValueChange={(state) => onChange({ ...value, state })}
          />
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
