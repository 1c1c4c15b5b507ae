import { commonMessages } from '@plateau/shared/messages/common.fr';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Notice } from '@/components/Notice';
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
    <Notice id="members-only-title" icon={Lock} accent="violet" title={title} text={text}>
      {links ? (
        <>
          <Link to="/register" state={returnState(here)} className={buttonClasses()}>
            {commonMessages.createAccount}
          </Link>
          <Link to="/login" state={returnState(here)} className={buttonClasses({ variant: 'outline' })}>
            {commonMessages.signIn}
          </Link>
        </>
      ) : (
        <>
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
        </>
      )}
    </Notice>
  );
}
