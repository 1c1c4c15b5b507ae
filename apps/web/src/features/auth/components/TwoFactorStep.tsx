import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { authMessages as m } from '@plateau/shared/messages/auth.fr';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { useSecondFactor } from '../hooks/useSignIn';
import { authLinkClass } from './AuthSwitchLink';

interface TwoFactorStepProps {
  onSuccess?: (() => void) | undefined;
  onSubmittingChange?: ((submitting: boolean) => void) | undefined;
  /** Back to the e-mail and password (the sign-in starts over). */
  onRestart: () => void;
}

/** The second step of sign-in with two-factor on: 'Code de vérification', or a recovery code. */
export default function TwoFactorStep({ onSuccess, onSubmittingChange, onRestart }: TwoFactorStepProps) {
  const verify = useSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [restart, setRestart] = useState(false);

  useEffect(() => {
    onSubmittingChange?.(verify.isPending);
  }, [verify.isPending, onSubmittingChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(m.fillAllFields);
      return;
    }
    setError(null);
    try {
      await verify.mutateAsync({ code: code.trim(), recovery });
      onSuccess?.();
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.message : m.networkProblem);
      // The challenge ended (too many codes, or 10 minutes): only a new sign-in helps.
      setRestart(cause instanceof ApiRequestError && cause.code === 'invalid_token');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{am.signInCodeTitle}</h2>
        <p className="mt-1 text-sm text-slate-600">{recovery ? am.signInRecoveryText : am.signInCodeText}</p>
      </div>
      {error ? (
        <Alert variant="error" title={m.loginFailed}>
          <p>{error}</p>
        </Alert>
      ) : null}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? am.recoveryCodeLabel : am.verificationCodeLabel}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 40 : 9}
        // The step replaces the form the member just sent: the field takes the focus.
        autoFocus
        invalid={Boolean(error)}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {restart ? (
        <Button type="button" size="lg" className="w-full" onClick={onRestart}>
          {am.backToSignIn}
        </Button>
      ) : (
        <Button type="submit" size="lg" className="w-full" loading={verify.isPending}>
          {verify.isPending ? am.verifying : am.verifyButton}
        </Button>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={authLinkClass}
          onClick={() => {
            setRecovery((value) => !value);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? am.useAuthenticatorCode : am.useRecoveryCode}
        </button>
        <button type="button" className={authLinkClass} onClick={onRestart}>
          {am.backToSignIn}
        </button>
      </div>
    </form>
  );
}
