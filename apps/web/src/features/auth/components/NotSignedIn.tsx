import { commonMessages } from '@plateau/shared/messages/common.fr';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useAuthDialogs } from '../hooks/useAuthDialogs';
import { returnState, useCurrentPath } from '../return-target';

interface NotSignedInProps {
  text?: string;
  /** A link to /login instead of the button opening the login modal (the messages page's notice). */
  loginPageLink?: boolean;
}

/** The 'Non connecté' warning of pages that need a member (profile, network, notifications, messages...). */
export function NotSignedIn({
  text = commonMessages.notConnectedText,
  loginPageLink = false,
}: NotSignedInProps) {
  const dialogs = useAuthDialogs();
  const here = useCurrentPath();
  return (
    <section className="mx-auto my-12 max-w-lg px-4" aria-labelledby="not-signed-in-title">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center text-amber-950">
        <AlertTriangle className="size-8" aria-hidden="true" />
        <h1 id="not-signed-in-title" className="text-xl font-semibold">
          {commonMessages.notConnectedTitle}
        </h1>
        <p>{text}</p>
        {loginPageLink ? (
          <Link to="/login" state={returnState(here)} className={buttonClasses()}>
            {commonMessages.signIn}
          </Link>
        ) : (
          <Button onClick={dialogs.openLogin} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
            {commonMessages.signIn}
          </Button>
        )}
      </div>
    </section>
  );
}
