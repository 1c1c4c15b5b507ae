import { messages } from '@plateau/shared/messages.fr';
import { withReturnPath } from '@plateau/shared/rules/return-path';
import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';

/** Leaves the 'Connexion requise' notice readable for a moment before going to /login. */
const redirectDelayMs = 1500;

/** 'Connexion requise' (the dashboard's visitor fallback), then /login, which comes back here afterwards. */
export function LoginRequired() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const login = withReturnPath('/login', pathname + search);

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(login, { replace: true }), redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [navigate, login]);

  return (
    <section className="mx-auto my-12 max-w-lg px-4 text-center" aria-labelledby="login-required-title">
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-sm">
        <LogIn className="mx-auto size-10 text-indigo-700" aria-hidden="true" />
        <h1 id="login-required-title" className="mt-4 text-2xl font-semibold text-slate-900">
          {messages.auth.loginRequiredTitle}
        </h1>
        <p className="mt-2 text-slate-600" role="status">
          {messages.auth.loginRequiredText}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={login} className={buttonClasses()}>
            {messages.common.signIn}
          </Link>
          <Link
            to={withReturnPath('/register', pathname + search)}
            className={buttonClasses({ variant: 'outline' })}
          >
            {messages.common.createAccount}
          </Link>
        </div>
      </div>
    </section>
  );
}
