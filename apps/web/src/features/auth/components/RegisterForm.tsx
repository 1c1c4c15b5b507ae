import { authMessages } from '@plateau/shared/messages/auth.fr';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmit } from '@/hooks/useFormSubmit';
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
  const form = useForm({
    resolver: registerResolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { submit, pending, failure } = useFormSubmit(form, {
    send: (values) => signUp.mutateAsync(values),
    failure: (error) => ({ message: registerErrorMessage(error), networkFailed: isNetworkError(error) }),
    fieldErrors: (error) => serverFieldErrors(error, fieldNames),
    onSuccess,
    onPendingChange: onSubmittingChange,
  });
  const { errors } = form.formState;
  const blank = blankFieldsRule(errors, m.fillAllFields, m.fillAllFieldsPage);
  const shownBanner = failure ?? (blank.banner ? { message: blank.banner, networkFailed: false } : null);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {shownBanner ? (
        <Alert variant="error">
          <p>{shownBanner.message}</p>
          {shownBanner.networkFailed ? <ForceLogoutButton /> : null}
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
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? m.registering : m.registerButton}
      </Button>
      <p className="text-center text-sm text-slate-700">
        {m.haveAccount}{' '}
        <AuthSwitchLink to="/login" label={m.loginLink} onSwitch={onSwitchToLogin} disabled={pending} />
      </p>
    </form>
  );
}
