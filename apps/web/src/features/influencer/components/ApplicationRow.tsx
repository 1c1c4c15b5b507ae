import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import type { InfluencerApplication } from '@plateau/shared/schemas/influencer';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

/** An application of the dashboard: the candidate, the role and project, 'Détails', refuse and accept. */
export function ApplicationRow({
  application,
  deciding,
  onOpen,
  onDecide,
}: {
  application: InfluencerApplication;
  deciding: boolean;
  onOpen: () => void;
  onDecide: (status: 'approuvé' | 'refusé') => void;
}) {
  return (
    <li
      key={application.id}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar
          name={application.candidate.fullName}
          src={application.candidate.avatarUrl}
          size="md"
          decorative
        />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-slate-900">
            {application.candidate.fullName}
            <ApplicationStatusBadge status={application.status} />
          </p>
          <p className="text-sm break-words text-slate-700">
            {application.roleTitle} · {application.project.title}
          </p>
          <p className="text-xs text-slate-600">
            {fill(m.appliedOn, { date: formatDate(application.createdAt) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-label={`${m.details} : ${application.candidate.fullName}`}
          onClick={onOpen}
        >
          {m.details}
        </Button>
        {application.canDecide ? (
          <>
            <Button size="sm" variant="danger" disabled={deciding} onClick={() => onDecide('refusé')}>
              {m.refuse}
            </Button>
            <Button size="sm" disabled={deciding} onClick={() => onDecide('approuvé')}>
              {m.accept}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
