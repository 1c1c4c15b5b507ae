import { commonMessages } from '@plateau/shared/messages/common.fr';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Notice } from '@/components/Notice';
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
    <Notice
      id="not-signed-in-title"
      tone="warning"
      icon={AlertTriangle}
      title={commonMessages.notConnectedTitle}
      text={text}
    >
      {loginPageLink ? (
        <Link to="/login" state={returnState(here)} className={buttonClasses()}>
          {commonMessages.signIn}
        </Link>
      ) : (
        <Button onClick={dialogs.openLogin} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
          {commonMessages.signIn}
        </Button>
      )}
    </Notice>
  );
}
