import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { authMessages as m } from '@plateau/shared/messages/auth.fr';
import type { TwoFactorSetup } from '@plateau/shared/schemas/account-security';
import { Copy, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { TextField } from '@/components/ui/TextField';
import { ApiRequestError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { useTwoFactorChanges, useTwoFactorStatus } from '../hooks/useAccountSecurity';
import { AdminTwoFactorNotice } from './AdminTwoFactorNotice';
import { SettingsSection } from './SettingsSection';

const messageOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : m.networkProblem);

/** The QR code of the otpauth:// address, drawn in the browser (qrcode, loaded with this step). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img
      src={src}
      alt={am.qrCodeAlt}
      width={192}
      height={192}
      className="rounded-lg border border-slate-200"
    />
  ) : (
    <Skeleton className="size-48" />
  );
}

/** A password field and its buttons, for starting the set-up and for turning it off. */
function PasswordStep({
  label,
  hint,
  danger,
  onCancel,
  onSubmit,
}: {
  label: string;
  hint: string;
  danger?: boolean;
  onCancel?: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(m.fillAllFields);
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (cause) {
      setError(messageOf(cause));
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-3">
      <TextField
        label={am.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        hint={hint}
        error={error ?? undefined}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={pending}>
          {label}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            {am.cancelButton}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Scan or type the key, then confirm with a first code of the app. */
function SetupStep({
  setup,
  onCancel,
  onConfirmed,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const { confirm } = useTwoFactorChanges();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync(code);
      onConfirmed();
    } catch (cause) {
      setError(messageOf(cause));
    }
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{am.scanQrCode}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrCode uri={setup.totpUri} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm font-medium text-slate-900">{am.secretLabel}</p>
          <code
            className="block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900"
            data-testid="totp-secret"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-xs space-y-3">
        <TextField
          label={am.verificationCodeLabel}
          hint={am.verificationCodeHint}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          error={error ?? undefined}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={confirm.isPending}>
            {am.confirmTwoFactor}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
            {am.cancelButton}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The 10 recovery codes, shown once. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(am.codesCopied);
    } catch {
      // The codes stay on screen to be written down.
    }
  };
  return (
    <div className="space-y-4">
      <Alert variant="warning" title={am.recoveryCodesTitle}>
        <p>{am.recoveryCodesText}</p>
      </Alert>
      <ul
        className="grid grid-cols-1 gap-2 font-mono text-sm text-slate-900 min-[360px]:grid-cols-2"
        aria-label={am.recoveryCodesTitle}
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-slate-100 px-3 py-1.5 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {am.copyCodes}
        </Button>
        <Button type="button" onClick={onDone}>
          {am.recoveryCodesDone}
        </Button>
      </div>
    </div>
  );
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] };

/** 'Double authentification': TOTP with 10 recovery codes; enabled by a first code, disabled with the password. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const { enable, disable } = useTwoFactorChanges();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const enabled = status.data === true;
  const badge =
    status.data === undefined ? null : (
      <Badge variant={enabled ? 'success' : 'default'}>
        {enabled ? am.twoFactorOnBadge : am.twoFactorOffBadge}
      </Badge>
    );

  let content: ReactNode;
  if (stage.kind === 'codes') {
    content = <RecoveryCodes codes={stage.codes} onDone={() => setStage({ kind: 'idle' })} />;
  } else if (stage.kind === 'setup') {
    content = (
      <SetupStep
        setup={stage.setup}
        onCancel={() => setStage({ kind: 'idle' })}
        onConfirmed={() => {
          toast.success(am.twoFactorEnabledToast);
          setStage({ kind: 'codes', codes: stage.setup.backupCodes });
        }}
      />
    );
  } else if (status.isPending) {
    content = <Skeleton className="h-10 w-64" />;
  } else if (status.isError) {
    content = (
      <Alert variant="error">
        <p>{messageOf(status.error)}</p>
      </Alert>
    );
  } else if (enabled) {
    content = (
      <PasswordStep
        label={am.disableTwoFactor}
        hint={am.disableTwoFactorHint}
        danger
        onSubmit={async (password) => {
          await disable.mutateAsync(password);
          toast.success(am.twoFactorDisabledToast);
        }}
      />
    );
  } else if (stage.kind === 'password') {
    content = (
      <PasswordStep
        label={am.continueButton}
        hint={am.enablePasswordHint}
        onCancel={() => setStage({ kind: 'idle' })}
        onSubmit={async (password) => {
          const setup = await enable.mutateAsync(password);
          setStage({ kind: 'setup', setup });
        }}
      />
    );
  } else {
    content = (
      <div className="space-y-3">
        <AdminTwoFactorNotice />
        <Button onClick={() => setStage({ kind: 'password' })}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          {am.enableTwoFactor}
        </Button>
      </div>
    );
  }

  return (
    <SettingsSection
      id="double-authentification"
      title={am.twoFactorSectionTitle}
      text={enabled ? am.twoFactorOnText : am.twoFactorOffText}
      aside={badge}
    >
      {content}
    </SettingsSection>
  );
}
