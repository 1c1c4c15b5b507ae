import { authMessages } from '@plateau/shared/messages/auth.fr';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { isNetworkError } from '@/lib/api';
import { blankFieldsRule } from '@/lib/blank-fields';
import { lazyResolver } from '@/lib/lazy-resolver';
import { registerErrorMessage, serverFieldErrors } from '../auth-errors';
import { useSignUp } from '../hooks/useSignUp';
import { AuthSwitchLink, authLinkClass } from './AuthSwitchLink';
import { ForceLogoutButton } from './ForceLogoutButton';

const m = authMessages;
const registerResolver = lazyResolver(() =>
  import('../form-resolvers').then((module) => module.registerResolver),
);
const fieldNames = {
  name: 'name',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
} as const;

interface RegisterFormProps {
  onSuccess?: () => void;
  onSubmittingChange?: (submitting: boolean) => void;
  /** In a modal: switches to the login form instead of linking to /login. */
  onSwitchToLogin?: () => void;
}

export function RegisterForm({ onSuccess, onSubmittingChange, onSwitchToLogin }: RegisterFormProps) {
  const signUp = useSignUp();
  const [banner, setBanner] = useState<string | null>(null);
  const [networkFailed, setNetworkFailed] = useState(false);
  const form = useForm({
    resolver: registerResolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const blank = blankFieldsRule(errors, m.fillAllFields, m.fillAllFieldsPage);
  const shownBanner = banner ?? blank.banner;

  useEffect(() => {
    onSubmittingChange?.(signUp.isPending);
  }, [signUp.isPending, onSubmittingChange]);

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      setNetworkFailed(false);
      try {
        await signUp.mutateAsync(values);
        form.reset();
        onSuccess?.();
      } catch (error) {
        setBanner(registerErrorMessage(error));
        setNetworkFailed(isNetworkError(error));
        for (const [field, message] of serverFieldErrors(error, fieldNames)) {
          form.setError(field, { type: 'server', message });
        }
      }
    },
    () => {
      setBanner(null);
      setNetworkFailed(false);
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {shownBanner ? (
        <Alert variant="error">
          <p>{shownBanner}</p>
          {networkFailed ? <ForceLogoutButton /> : null}
        </Alert>
      ) : null}
      <TextField
        label={m.fullNameLabel}
        autoComplete="name"
        placeholder={m.fullNamePlaceholder}
        {...blank.field('name')}
        {...form.register('name')}
      />
      <TextField
        label={m.emailLabel}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={m.emailPlaceholder}
        {...blank.field('email')}
        {...form.register('email')}
      />
      <TextField
        label={m.passwordLabel}
        type="password"
        autoComplete="new-password"
        hint={m.passwordAdvice}
        {...blank.field('password')}
        {...form.register('password')}
      />
      <TextField
        label={m.confirmPasswordLabel}
        type="password"
        autoComplete="new-password"
        {...blank.field('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <p className="text-xs text-slate-600">
        {m.acceptTermsPrefix}{' '}
        <Link to="/conditions" className={authLinkClass}>
          {m.terms}
        </Link>{' '}
        {m.and}{' '}
        <Link to="/confidentialite" className={authLinkClass}>
          {m.privacy}
        </Link>
        .
      </p>
      <Button type="submit" size="lg" className="w-full" loading={signUp.isPending}>
        {signUp.isPending ? m.registering : m.registerButton}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {m.haveAccount}{' '}
        <AuthSwitchLink
          to="/login"
          label={m.loginLink}
          onSwitch={onSwitchToLogin}
          disabled={signUp.isPending}
        />
      </p>
    </form>
  );
}
