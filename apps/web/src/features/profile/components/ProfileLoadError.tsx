import { commonMessages } from '@plateau/shared/messages/common.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api';

/** 'Impossible de charger les informations de cet utilisateur.' with the reason (not found, deleted). */
export function ProfileLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const notFound = error instanceof ApiRequestError && error.status === 404;
  const deleted = notFound && error.message === pm.deletedUser;
  const detail = deleted ? `${pm.deletedUser} · ${pm.deletedUserText}` : pm.userNotFound;
  // An unknown member and one who blocked the viewer look the same (issue 31).
  const title = notFound && !deleted ? pm.unavailable : pm.loadError;
  return (
    <section className="mx-auto my-12 max-w-lg px-4 text-center" aria-labelledby="profile-error-title">
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        <UserX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h1 id="profile-error-title" className="mt-4 text-xl font-semibold text-slate-900">
          {title}
        </h1>
        <p className="mt-2 text-slate-600" role="alert">
          {detail}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {notFound ? null : <Button onClick={onRetry}>{commonMessages.retry}</Button>}
          <Link to="/talents" className={buttonClasses({ variant: 'outline' })}>
            {commonMessages.back}
          </Link>
        </div>
      </div>
    </section>
  );
}
