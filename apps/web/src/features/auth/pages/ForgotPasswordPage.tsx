import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@plateau/shared/messages/auth.fr';
import { forgotPasswordSchema } from '@plateau/shared/schemas/auth';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { resetRequestErrorMessage, serverFieldErrors } from '../auth-errors';
import { AuthPageShell } from '../components/AuthPageShell';
import { useRequestPasswordReset } from '../hooks/usePasswordReset';

const m = authMessages;

type ScreenState = { step: 'form' } | { step: 'sent' } | { step: 'error'; message: string };

/** /forgot-password: form, then a sent confirmation or an error. */
export function ForgotPasswordPage() {
  const [state, setState] = useState<ScreenState>({ step: 'form' });
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestReset.mutateAsync(email);
      setState({ step: 'sent' });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, { email: 'email' } as const);
      if (error instanceof ApiRequestError && error.code === 'validation' && fieldErrors.length > 0) {
        for (const [field, message] of fieldErrors) form.setError(field, { type: 'server', message });
        return;
      }
      setState({ step: 'error', message: resetRequestErrorMessage(error) });
    }
  });

  const backToLogin = (
    <Link to="/login" className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
      {m.backToLogin}
    </Link>
  );

  return (
    <AuthPageShell title={m.forgotTitle} subtitle={state.step === 'form' ? m.forgotSubtitle : undefined}>
      <PageTitle title={m.forgotTitle} />
      {state.step === 'sent' ? (
        <div className="space-y-4 text-center">
          <MailCheck className="mx-auto size-12 text-emerald-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">{m.resetSentTitle}</h2>
          <p className="text-slate-700">{m.resetSentText}</p>
          <p className="text-sm font-medium text-slate-800">{m.resetLinkValidity}</p>
          <p className="text-sm text-slate-600">{m.resetSentSpam}</p>
          {backToLogin}
        </div>
      ) : null}
      {state.step === 'error' ? (
        <div className="space-y-4">
          <Alert variant="error" title={m.resetErrorTitle}>
            <p>{state.message}</p>
          </Alert>
          <Button className="w-full" onClick={() => setState({ step: 'form' })}>
            {m.tryAgain}
          </Button>
          {backToLogin}
        </div>
      ) : null}
      {state.step === 'form' ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          <TextField
            label={m.emailLabel}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={m.emailPlaceholder}
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <p className="text-sm text-slate-600">{m.resetLinkValidity}</p>
          <Button type="submit" size="lg" className="w-full" loading={requestReset.isPending}>
            {requestReset.isPending ? m.sending : m.sendLink}
          </Button>
          {backToLogin}
        </form>
      ) : null}
    </AuthPageShell>
  );
}
