import { authMessages } from '@plateau/shared/messages/auth.fr';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { isNetworkError } from '@/lib/api';
import { lazyResolver } from '@/lib/lazy-resolver';
import { loginErrorMessage, serverFieldErrors } from '../auth-errors';
import { useSignIn } from '../hooks/useSignIn';
import { AuthSwitchLink, authLinkClass } from './AuthSwitchLink';
import { ForceLogoutButton } from './ForceLogoutButton';

const m = authMessages;
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
  const [banner, setBanner] = useState<string | null>(null);
  const [networkFailed, setNetworkFailed] = useState(false);
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    onSubmittingChange?.(signIn.isPending);
  }, [signIn.isPending, onSubmittingChange]);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    setNetworkFailed(false);
    try {
      await signIn.mutateAsync(values);
      form.reset();
      onSuccess?.();
    } catch (error) {
      setBanner(loginErrorMessage(error));
      setNetworkFailed(isNetworkError(error));
      for (const [field, message] of serverFieldErrors(error, fieldNames)) {
        form.setError(field, { type: 'server', message });
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {banner ? (
        <Alert variant="error">
          <p>{banner}</p>
          {networkFailed ? <ForceLogoutButton /> : null}
        </Alert>
      ) : null}
      <TextField
        label={m.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={m.emailPlaceholder}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div>
        <TextField
          label={m.passwordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClass}>
            {m.forgotLink}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
        {signIn.isPending ? m.loggingIn : m.loginButton}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {m.noAccount}{' '}
        <AuthSwitchLink
          to="/register"
          label={m.registerLink}
          onSwitch={onSwitchToRegister}
          disabled={signIn.isPending}
        />
      </p>
    </form>
  );
}
