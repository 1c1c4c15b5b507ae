import { authLogMessages } from '@plateau/shared/messages/auth.fr';
import { commonMessages } from '@plateau/shared/messages/common.fr';
import { diagnosticsMessages } from '@plateau/shared/messages/diagnostics.fr';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Download, Eye, EyeOff, LogOut, RefreshCw, XCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Modal } from '@/components/ui/Modal';
import { formatDateTime } from '@/lib/format';
import { countStorageKeys } from '@/lib/storage';
import { toast } from '@/lib/toaster';
import { authLog } from '../auth-log';
import { diagnoseAuth, downloadLogs } from '../diagnostics';
import { useAuth } from '../hooks/useAuth';
import { useForceLogout } from '../hooks/useForceLogout';
import { refreshMe } from '../me-query';
import { DebugAdvice } from './DebugAdvice';
import { DiagnosticsLogViewer } from './DiagnosticsLogViewer';

const m = diagnosticsMessages;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}

/** Valid or not, with the issues found and what to do about them. */
function Validity({ diagnosis }: { diagnosis: ReturnType<typeof diagnoseAuth> }) {
  return (
    <section aria-live="polite">
      <p
        className={`flex items-center gap-2 font-semibold ${diagnosis.valid ? 'text-emerald-800' : 'text-red-800'}`}
      >
        {diagnosis.valid ? (
          <CheckCircle2 className="size-5" aria-hidden="true" />
        ) : (
          <XCircle className="size-5" aria-hidden="true" />
        )}
        {diagnosis.valid ? m.valid : m.invalid}
      </p>
      {diagnosis.valid ? (
        <p className="mt-1 text-sm text-slate-700">{m.allGood}</p>
      ) : (
        <div className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <p className="font-medium text-slate-900">{m.issues}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {diagnosis.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          </div>
          <div>
            <p className="font-medium text-slate-900">{m.recommendations}</p>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
              {diagnosis.recommendations.map((recommendation) => (
                <li key={recommendation}>{recommendation}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

/** Spec 1, sections 2 and 9: validity, session, user, actions and the log viewer. */
export function DiagnosticsDialog({ onClose }: { onClose: () => void }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const forceLogout = useForceLogout();
  const [validating, setValidating] = useState(false);
  const [, setCheckedAt] = useState(0);
  const [showLogs, setShowLogs] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const diagnosis = diagnoseAuth(auth);
  const { user, session } = auth;
  const none = commonMessages.notAvailable;

  const validate = async () => {
    setValidating(true);
    try {
      await refreshMe(queryClient);
    } catch {
      // The failure is part of the diagnosis (loadError) and already logged.
    } finally {
      setValidating(false);
      setCheckedAt(Date.now());
      authLog.info(authLogMessages.stateValidated);
      toast.success(m.validated);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={m.title}
      description={m.description}
      size="lg"
    >
      <div className="space-y-4">
        <Validity diagnosis={diagnosis} />

        <Section title={m.sessionInfo}>
          <dl>
            <Row label={m.status} value={session ? m.sessionActive : m.sessionInactive} />
            <Row label={m.userId} value={user?.id ?? none} />
            {session ? <Row label={m.sessionExpiresAt} value={formatDateTime(session.expiresAt)} /> : null}
            <Row label={m.localStorageKeys} value={countStorageKeys('local')} />
            <Row label={m.sessionStorageKeys} value={countStorageKeys('session')} />
          </dl>
        </Section>

        <Section title={m.userInfo}>
          <dl>
            <Row label={m.userId} value={user?.id ?? none} />
            <Row label={m.email} value={user?.email ?? none} />
            <Row label={m.name} value={user?.fullName ?? none} />
            <Row label={m.role} value={user ? m.roleLabels[user.role] : none} />
            <Row label={m.createdAt} value={user ? formatDateTime(user.createdAt) : none} />
          </dl>
        </Section>

        <Section title={m.actions}>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button variant="outline" size="sm" loading={validating} onClick={() => void validate()}>
              {validating ? null : <RefreshCw className="size-4" aria-hidden="true" />}
              {m.validate}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                downloadLogs(authLog.getEntries());
                toast.success(m.logsExported);
              }}
            >
              <Download className="size-4" aria-hidden="true" />
              {m.exportLogs}
            </Button>
            <Button variant="danger" size="sm" onClick={() => setConfirmLogout(true)}>
              <LogOut className="size-4" aria-hidden="true" />
              {m.forceLogout}
            </Button>
          </div>
        </Section>

        <Section title={m.debug}>
          <DebugAdvice />
        </Section>

        <Section title={m.logs}>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showLogs}
            onClick={() => setShowLogs((value) => !value)}
          >
            {showLogs ? (
              <EyeOff className="size-4" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {showLogs ? m.hideLogs : m.showLogs}
          </Button>
          {showLogs ? (
            <div className="mt-3">
              <DiagnosticsLogViewer />
            </div>
          ) : null}
        </Section>
      </div>
      <ConfirmDialog
        open={confirmLogout}
        title={m.forceLogout}
        description={m.forceLogoutConfirm}
        confirmLabel={m.forceLogout}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          forceLogout();
        }}
      />
    </Modal>
  );
}
