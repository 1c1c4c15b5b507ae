import { accountMessages as m } from '@plateau/shared/messages/account.fr';
import { fill } from '@plateau/shared/messages/fill';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/Spinner';
import { AuthPageShell } from '../components/AuthPageShell';
import { useAuth } from '../hooks/useAuth';
import { useConfirmEmail } from '../hooks/useEmailConfirmation';

/**
 * /confirmer-email?token=…: the page of the confirmation link; it posts the token once and says how it went.
 * With `&changement=1`, the link of a change of address (sent to the new address from the settings).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const change = params.get('changement') === '1';
  const { status } = useAuth();
  const confirm = useConfirmEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const next =
    status === 'authenticated' ? (
      <Link to="/dashboard" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {m.goToDashboard}
      </Link>
    ) : (
      <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {m.goToLogin}
      </Link>
    );

  if (confirm.isSuccess) {
    const email = confirm.data.user?.email;
    const text = !change
      ? m.confirmedText
      : email
        ? fill(m.emailChangedText, { email })
        : m.emailChangedPlain;
    return (
      <AuthPageShell title={change ? m.emailChangedTitle : m.confirmedTitle}>
        <div className="flex flex-col gap-6">
          <Alert variant="success">
            <p>{text}</p>
          </Alert>
          {next}
        </div>
      </AuthPageShell>
    );
  }
  if (confirm.isError) {
    return (
      <AuthPageShell title={m.confirmFailedTitle}>
        <div className="flex flex-col gap-6">
          <Alert variant="error">
            <p>{confirm.error.message}</p>
          </Alert>
          {next}
        </div>
      </AuthPageShell>
    );
  }
  return (
    <AuthPageShell title={change ? m.emailChangedTitle : m.confirmedTitle}>
      <div className="flex flex-col items-center gap-3 py-8 text-slate-700">
        <Spinner className="size-8 text-indigo-700" label={null} />
        <p role="status">{m.confirming}</p>
      </div>
    </AuthPageShell>
  );
}
