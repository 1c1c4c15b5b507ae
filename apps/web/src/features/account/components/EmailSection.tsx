import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { authMessages as m } from '@plateau/shared/messages/auth.fr';
import { fill } from '@plateau/shared/messages/fill';
import { type ChangeEmailInput, changeEmailSchema } from '@plateau/shared/schemas/account-security';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { useAuth } from '@/features/auth';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { ApiRequestError } from '@/lib/api';
import { useChangeEmail } from '../hooks/useAccountSecurity';
import { SettingsSection } from './SettingsSection';

const resolver = zodResolver(changeEmailSchema);
const fieldNames = ['newEmail', 'password'] as const;

/** 'Adresse e-mail': the new address and the password; a link goes to the new address. */
export function EmailSection() {
  const { user } = useAuth();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput>({ resolver, defaultValues: { newEmail: '', password: '' } });
  const { submit, pending, failure } = useFormSubmit(form, {
    send: async (values) => {
      setSentTo(null);
      await change.mutateAsync(values);
      setSentTo(values.newEmail.trim());
    },
    failure: (error) =>
      error instanceof ApiRequestError && error.fields ? null : { message: errorText(error) },
    fieldErrors: (error) =>
      error instanceof ApiRequestError && error.fields
        ? fieldNames.flatMap((name) => {
            const text = error.fields?.[name];
            return text ? [[name, text] as [(typeof fieldNames)[number], string]] : [];
          })
        : [],
  });
  const { errors } = form.formState;

  return (
    <SettingsSection
      id="adresse-e-mail"
      title={am.emailSectionTitle}
      text={fill(am.emailSectionText, { email: user?.email ?? '' })}
    >
      <form noValidate onSubmit={submit} className="max-w-md space-y-4">
        {failure ? (
          <Alert variant="error">
            <p>{failure.message}</p>
          </Alert>
        ) : null}
        {sentTo ? (
          <Alert variant="success">
            <p>{fill(am.emailChangeSent, { email: sentTo })}</p>
          </Alert>
        ) : null}
        <TextField
          label={am.newEmailLabel}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.newEmail?.message}
          {...form.register('newEmail')}
        />
        <TextField
          label={am.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button type="submit" loading={pending}>
          {pending ? am.changingEmail : am.changeEmailButton}
        </Button>
      </form>
    </SettingsSection>
  );
}

function errorText(error: unknown): string {
  return error instanceof ApiRequestError && error.message ? error.message : m.networkProblem;
}
