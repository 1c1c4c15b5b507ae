import { type LogLevel, logLevels } from '@plateau/shared/enums';
import { countTexts } from '@plateau/shared/messages/counts.fr';
import { diagnosticsMessages } from '@plateau/shared/messages/diagnostics.fr';
import { plural } from '@plateau/shared/rules/plural';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge, type BadgeVariant } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Label } from '@/components/ui/Input';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { authLog } from '../auth-log';
import { useAuthLog } from '../hooks/useAuthLog';

const m = diagnosticsMessages;
/** Spec 1, section 9: the viewer shows 50 entries. */
const visibleEntries = 50;
/** Each level's badge colour (spec 2: DEBUG, INFO, WARN, ERROR), here and in the dialog's 'Déboggage' part. */
export const levelBadges: Record<LogLevel, BadgeVariant> = {
  DEBUG: 'default',
  INFO: 'primary',
  WARN: 'warning',
  ERROR: 'error',
};

/** The log viewer of the diagnostics dialog: level filter, last 50 entries, clear. */
export function DiagnosticsLogViewer() {
  const entries = useAuthLog();
  const [level, setLevel] = useState<LogLevel | 'ALL'>('ALL');
  const [confirmClear, setConfirmClear] = useState(false);
  const selectId = useId();
  const filtered = entries.filter((entry) => level === 'ALL' || entry.level === level);
  const shown = filtered.slice(-visibleEntries).reverse();

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor={selectId}>{m.level}</Label>
          <select
            id={selectId}
            value={level}
            onChange={(event) => {
              const next = event.target.value;
              setLevel(logLevels.find((value) => value === next) ?? 'ALL');
            }}
            className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="ALL">{m.allLevels}</option>
            {logLevels.map((value) => (
              <option key={value} value={value}>
                {`${value} (${entries.filter((entry) => entry.level === value).length})`}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setConfirmClear(true)}
          disabled={entries.length === 0}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {m.clearLogs}
        </Button>
        <p className="text-xs text-slate-600 sm:ml-auto">
          {plural(entries.length, countTexts.logEntries)} · {plural(visibleEntries, countTexts.lastEntries)}
        </p>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600">{m.noLogs}</p>
      ) : (
        <ol className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 text-sm">
          {shown.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-2.5 sm:flex-row sm:items-start sm:gap-3">
              <div className="flex shrink-0 items-center gap-2">
                <time dateTime={entry.timestamp} className="font-mono text-xs text-slate-600">
                  {formatDate(entry.timestamp, 'logTime')}
                </time>
                <Badge variant={levelBadges[entry.level]}>{entry.level}</Badge>
              </div>
              <div className="min-w-0">
                <p className="text-slate-900">{entry.message}</p>
                {entry.details ? (
                  <p className="font-mono text-xs break-all text-slate-600">
                    {JSON.stringify(entry.details)}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={m.clearLogs}
        description={m.clearLogsConfirm}
        confirmLabel={m.clearLogs}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          authLog.clear();
          setConfirmClear(false);
          toast.success(m.logsCleared);
        }}
      />
    </div>
  );
}
