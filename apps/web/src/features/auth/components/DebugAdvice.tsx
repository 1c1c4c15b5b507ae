import { logLevels } from '@plateau/shared/enums';
import { diagnosticsMessages as m } from '@plateau/shared/messages/diagnostics.fr';
import { plural } from '@plateau/shared/rules/plural';
import { Badge } from '@/components/ui/Badge';
import { useAuthLog } from '../hooks/useAuthLog';
import { levelBadges } from './DiagnosticsLogViewer';

/**
 * 'Déboggage' (spec 2, diagnostics): what to check when the site's origin is wrong, and the journal's levels;
 * in the member's diagnostics dialog (titles `h4`) and the administrator's 'Déboggage' tab (`h2`).
 */
export function DebugAdvice({ heading: Heading = 'h4' }: { heading?: 'h2' | 'h4' }) {
  const entries = useAuthLog();
  const titleClass = Heading === 'h2' ? 'font-semibold text-slate-900' : 'font-medium text-slate-900';
  return (
    <div className="space-y-4 text-sm">
      <div>
        <Heading className={titleClass}>{m.crossOriginTitle}</Heading>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
          {m.crossOriginAdvice.map((advice) => (
            <li key={advice}>{advice}</li>
          ))}
        </ul>
      </div>
      <div>
        <Heading className={titleClass}>{m.levelsTitle}</Heading>
        <dl className="mt-1 space-y-1.5">
          {logLevels.map((level) => (
            <div key={level} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
              <dt>
                <Badge variant={levelBadges[level]}>{level}</Badge>
              </dt>
              <dd className="text-slate-700">
                {m.levelHints[level]} ·{' '}
                {plural(entries.filter((entry) => entry.level === level).length, m.levelCount)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
