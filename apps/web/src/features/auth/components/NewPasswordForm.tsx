import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages } from '@plateau/shared/messages/auth.fr';
import { newPasswordSchema } from '@plateau/shared/schemas/auth';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { ApiRequestError } from '@/lib/api';
import { blankFieldsRule } from '@/lib/blank-fields';
import { passwordUpdateErrorMessage, serverFieldErrors } from '../auth-errors';
import { PasswordTips } from './PasswordTips';

const m = authMessages;

interface PasswordFormValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const newPasswordResolver = zodResolver(newPasswordSchema);

/** The shared new-password schema, plus the current password when a signed-in member changes it. */
function passwordResolver(requireCurrentPassword: boolean): Resolver<PasswordFormValues> {
  return async (values, context, options) => {
    const result = await newPasswordResolver(
      { password: values.password, confirmPassword: values.confirmPassword },
      context,
      { fields: options.fields, criteriaMode: options.criteriaMode, shouldUseNativeValidation: false },
    );
    const errors: FieldErrors<PasswordFormValues> = {};
    if (requireCurrentPassword && !values.currentPassword) {
      errors.currentPassword = { type: 'required', message: m.fillAllFields };
    }
    if (result.errors.password) errors.password = result.errors.password;
    if (result.errors.confirmPassword) errors.confirmPassword = result.errors.confirmPassword;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

const serverFields = { currentPassword: 'currentPassword', newPassword: 'password' } as const;
/** The refusals shown under a field rather than above the form. */
const codeFields = new Map<string, [keyof PasswordFormValues, string]>([
  ['same_password', ['password', m.samePassword]],
  ['invalid_password', ['currentPassword', m.currentPasswordWrong]],
]);

function errorCode(error: unknown): string | null {
  return error instanceof ApiRequestError ? error.code : null;
}

interface NewPasswordFormProps {
  requireCurrentPassword: boolean;
  onSubmit: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
}

/** New password, confirmation and tips; with the current password when changing it while signed in. */
export function NewPasswordForm({ requireCurrentPassword, onSubmit }: NewPasswordFormProps) {
  const form = useForm<PasswordFormValues>({
    resolver: passwordResolver(requireCurrentPassword),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { submit, pending, failure } = useFormSubmit(form, {
    send: (values) => onSubmit({ currentPassword: values.currentPassword, newPassword: values.password }),
    failure: (error) => {
      const code = errorCode(error);
      // Errors tied to a field are shown under it only.
      if (code && codeFields.has(code)) return null;
      return { message: passwordUpdateErrorMessage(error), expired: code === 'invalid_token' };
    },
    fieldErrors: (error) => {
      const code = errorCode(error);
      const byCode = code ? codeFields.get(code) : undefined;
      return [...(byCode ? [byCode] : []), ...serverFieldErrors(error, serverFields)];
    },
  });
  const { errors } = form.formState;
  const blank = blankFieldsRule(errors, m.fillAllFields);
  const shownBanner = failure ?? (blank.banner ? { message: blank.banner, expired: false } : null);

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {shownBanner ? (
        <Alert variant="error">
          <p>{shownBanner.message}</p>
          {shownBanner.expired ? (
            <Link to="/forgot-password" className="font-medium underline">
              {m.requestNewLink}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {requireCurrentPassword ? (
        <TextField
          label={m.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          {...blank.field('currentPassword')}
          {...form.register('currentPassword')}
        />
      ) : null}
      <TextField
        label={m.newPasswordLabel}
        type="password"
        autoComplete="new-password"
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
      <PasswordTips />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? m.updating : m.updatePasswordButton}
      </Button>
    </form>
  );
}
