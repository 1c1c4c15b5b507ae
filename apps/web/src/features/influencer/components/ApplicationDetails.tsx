import { fill } from '@plateau/shared/messages/fill';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import type { InfluencerApplication } from '@plateau/shared/schemas/influencer';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Modal } from '@/components/ui/Modal';
import { ReportButton } from '@/features/moderation/report';
import { formatDate } from '@/lib/format';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';

interface Props {
  application: InfluencerApplication | null;
  onClose: () => void;
  onDecide: (application: InfluencerApplication, status: 'approuvé' | 'refusé') => void;
  deciding: boolean;
}

/** Everything the candidate wrote, their profile, 'Contacter', and Accepter/Refuser while pending. */
export function ApplicationDetails({ application, onClose, onDecide, deciding }: Props) {
  const a = m.application;
  return (
    <Modal
      open={application !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      title={application ? `${application.candidate.fullName} · ${application.roleTitle}` : m.details}
      size="lg"
    >
      {application ? (
        <div className="space-y-4 text-sm">
          <div className="flex flex-wrap items-center gap-3">
            <Avatar
              name={application.candidate.fullName}
              src={application.candidate.avatarUrl}
              size="md"
              decorative
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{application.candidate.fullName}</p>
              <p className="text-slate-600">{application.project.title}</p>
            </div>
            <ApplicationStatusBadge status={application.status} />
            <ReportButton
              label={fill(reportsMessages.reportApplication, { name: application.candidate.fullName })}
              target={{ kind: 'application', id: application.id }}
              location="/influencer/dashboard"
            />
          </div>
          <Block label={a.coverLetter} text={application.coverLetter} />
          <Block label={a.relevantExperience} text={application.relevantExperience} />
          <Block label={a.motivation} text={application.motivation} />
          {application.portfolioLinks.length > 0 ? (
            <div>
              <h3 className="font-semibold text-slate-900">{a.portfolioLinks}</h3>
              <ul className="mt-1 space-y-1">
                {application.portfolioLinks.map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-indigo-700 underline"
                    >
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {application.availabilityStart ? (
            <Block label={a.availabilityStart} text={formatDate(application.availabilityStart)} />
          ) : null}
          {application.expectedCompensation ? (
            <Block label={a.expectedCompensation} text={application.expectedCompensation} />
          ) : null}
          {application.additionalInfo ? (
            <Block label={a.additionalInfo} text={application.additionalInfo} />
          ) : null}
          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
            <Link
              to={`/talents/${application.candidate.id}`}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {m.viewProfile}
            </Link>
            <Link
              to={`/messages/${application.candidate.id}`}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {m.contact}
            </Link>
            {application.canDecide ? (
              <span className="ml-auto flex gap-2">
                <Button
                  size="sm"
                  variant="danger"
                  disabled={deciding}
                  onClick={() => onDecide(application, 'refusé')}
                >
                  {m.refuse}
                </Button>
                <Button size="sm" loading={deciding} onClick={() => onDecide(application, 'approuvé')}>
                  {m.accept}
                </Button>
              </span>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

function Block({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <h3 className="font-semibold text-slate-900">{label}</h3>
      <p className="mt-1 break-words whitespace-pre-line text-slate-700">{text}</p>
    </div>
  );
}
