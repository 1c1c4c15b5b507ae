import { authMessages } from '@plateau/shared/messages/auth.fr';
import { commonMessages } from '@plateau/shared/messages/common.fr';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
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
    <section className="mx-auto my-12 max-w-lg px-4 text-center" aria-labelledby="login-required-title">
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        <LogIn className="mx-auto size-10 text-indigo-700" aria-hidden="true" />
        <h1 id="login-required-title" className="mt-4 text-2xl font-semibold text-slate-900">
          {authMessages.loginRequiredTitle}
        </h1>
        <p className="mt-2 text-slate-600" role="status">
          {authMessages.loginRequiredText}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/login" state={returnState(here)} className={buttonClasses()}>
            {commonMessages.signIn}
          </Link>
          <Link to="/register" state={returnState(here)} className={buttonClasses({ variant: 'outline' })}>
            {commonMessages.createAccount}
          </Link>
        </div>
      </div>
    </section>
  );
}
