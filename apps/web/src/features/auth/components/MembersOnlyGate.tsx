import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useAuthDialogs } from '../hooks/useAuthDialogs';
import { returnState, useCurrentPath } from '../return-target';

interface MembersOnlyGateProps {
  title?: string;
  text?: string;
  /** Links to /register and /login (which bring the visitor back here) instead of the modals (spec 1: the article page). */
  links?: boolean;
}

/** Replaces a members-only page for visitors, with buttons opening the register and login modals. */
export function MembersOnlyGate({
  title = commonMessages.membersOnlyTitle,
  text = commonMessages.membersOnlyText,
  links = false,
}: MembersOnlyGateProps) {
  const dialogs = useAuthDialogs();
  const here = useCurrentPath();
  return (
    <section className="mx-auto my-12 max-w-lg px-4 text-center" aria-labelledby="members-only-title">
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-800">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h1 id="members-only-title" className="mt-4 text-2xl font-semibold text-slate-900">
          {title}
        </h1>
        <p className="mt-2 text-slate-600">{text}</p>
        {links ? (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/register" state={returnState(here)} className={buttonClasses()}>
              {commonMessages.createAccount}
            </Link>
            <Link to="/login" state={returnState(here)} className={buttonClasses({ variant: 'outline' })}>
              {commonMessages.signIn}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <Button onClick={dialogs.openRegister} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
              {commonMessages.createAccount}
            </Button>
            <Button
              variant="outline"
              onClick={dialogs.openLogin}
              onPointerEnter={dialogs.preload}
              onFocus={dialogs.preload}
            >
              {commonMessages.signIn}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
