import { authMessages } from '@plateau/shared/messages/auth.fr';
import { commonMessages } from '@plateau/shared/messages/common.fr';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Notice } from '@/components/Notice';
import { buttonClasses } from '@/components/ui/button-styles';
import { returnState, useCurrentPath } from '@/features/auth';

/** Leaves the 'Connexion requise' notice readable for a moment before going to /login. */
const redirectDelayMs = 1500;

/** 'Connexion requise' (the dashboard's visitor fallback), then /login, which comes back here afterwards. */
export function LoginRequired() {
  const navigate = useNavigate();
  const here = useCurrentPath();

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true, state: returnState(here) }),
      redirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, here]);

  return (
    <Notice
      id="login-required-title"
      icon={LogIn}
      title={authMessages.loginRequiredTitle}
      text={authMessages.loginRequiredText}
      textRole="status"
    >
      <Link to="/login" state={returnState(here)} className={buttonClasses()}>
        {commonMessages.signIn}
      </Link>
      <Link to="/register" state={returnState(here)} className={buttonClasses({ variant: 'outline' })}>
        {commonMessages.createAccount}
      </Link>
    </Notice>
  );
}
