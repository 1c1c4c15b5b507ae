import { authMessages } from '@plateau/shared/messages/auth.fr';
import type { LoginInput } from '@plateau/shared/schemas/auth';
import { lazy, Suspense, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { ApiRequestError, isNetworkError } from '@/lib/api';
import { blankFieldsRule } from '@/lib/blank-fields';
import { lazyResolver } from '@/lib/lazy-resolver';
import { loginErrorMessage, serverFieldErrors } from '../auth-errors';
import { useSignIn } from '../hooks/useSignIn';
import { AuthSwitchLink, authLinkClass } from './AuthSwitchLink';
import { ForceLogoutButton } from './ForceLogoutButton';
import { ReactivationPanel } from './ReactivationPanel';

const m = authMessages;
// Only members with two-factor sign-in meet it: its code and texts load then.
const TwoFactorStep = lazy(() => import('./TwoFactorStep'));
const loginResolver = lazyResolver(() => import('../form-resolvers').then((module) => module.loginResolver));
const fieldNames = { email: 'email', password: 'password' } as const;

interface LoginFormProps {
  onSuccess?: () => void;
  onSubmittingChange?: (submitting: boolean) => void;
  /** In a modal: switches to the register form instead of linking to /register. */
  onSwitchToRegister?: () => void;
}

export function LoginForm({ onSuccess, onSubmittingChange, onSwitchToRegister }: LoginFormProps) {
  const signIn = useSignIn();
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  /** True once the password was right and two-factor sign-in asks for a code. */
  const [secondStep, setSecondStep] = useState(false);
  const codeAsked = useRef(false);
  const sent = useRef<LoginInput | null>(null);
  /** The account is in its 30-day grace period: the server's text, and the credentials to reactivate it. */
  const [pendingDeletion, setPendingDeletion] = useState<{ message: string; credentials: LoginInput } | null>(
    null,
  );
  /** A suspended account (issue 31): the signed link of its decision, to read and contest it. */
  const [decisionLink, setDecisionLink] = useState<string | null>(null);
  /** Why the last sign-in failed (spec 1 §8 login page messages). */
  const { submit, pending, failure } = useFormSubmit(form, {
    send: async (values) => {
      sent.current = values;
      codeAsked.current = (await signIn.mutateAsync(values)).twoFactorRequired;
    },
    failure: (error) => {
      setDecisionLink(error instanceof ApiRequestError && error.link ? error.link : null);
      if (error instanceof ApiRequestError && error.code === 'account_pending_deletion' && sent.current) {
        setPendingDeletion({ message: error.message, credentials: sent.current });
        return null;
      }
      return { message: loginErrorMessage(error), networkFailed: isNetworkError(error) };
    },
    fieldErrors: (error) => serverFieldErrors(error, fieldNames),
    onSuccess: () => (codeAsked.current ? setSecondStep(true) : onSuccess?.()),
    onPendingChange: onSubmittingChange,
  });
  const { errors } = form.formState;
  const blank = blankFieldsRule(errors, m.fillAllFields);

  if (secondStep) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          onSuccess={onSuccess}
          onSubmittingChange={onSubmittingChange}
          onRestart={() => setSecondStep(false)}
        />
      </Suspense>
    );
  }

  if (pendingDeletion) {
    return (
      <ReactivationPanel
        message={pendingDeletion.message}
        credentials={pendingDeletion.credentials}
        onReactivated={onSuccess}
        onPendingChange={onSubmittingChange}
        onCancel={() => {
          setPendingDeletion(null);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {failure ? (
        // The one message of a failed sign-in (spec 1 §8: 'Échec de la connexion' and the reason).
        <Alert variant="error" title={m.loginFailed}>
          <p>{failure.message}</p>
          {decisionLink ? (
            // A full page load: the page reads the decision by its signed link, outside this dialog.
            <a href={decisionLink} className="mt-1 inline-block font-medium underline">
              {m.suspendedDecisionLink}
            </a>
          ) : null}
          {failure.networkFailed ? <ForceLogoutButton /> : null}
        </Alert>
      ) : blank.banner ? (
        <Alert variant="error">
          <p>{blank.banner}</p>
        </Alert>
      ) : null}
      <TextField
        label={m.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={m.emailPlaceholder}
        {...blank.field('email')}
        {...form.register('email')}
      />
      <div>
        <TextField
          label={m.passwordLabel}
          type="password"
          autoComplete="current-password"
          {...blank.field('password')}
          {...form.register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            {m.forgotLink}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? m.loggingIn : m.loginButton}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {m.noAccount}{' '}
        <AuthSwitchLink
          to="/register"
          label={m.registerLink}
          onSwitch={onSwitchToRegister}
          disabled={pending}
        />
      </p>
    </form>
  );
}
