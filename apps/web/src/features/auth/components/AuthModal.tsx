import { authMessages } from '@plateau/shared/messages/auth.fr';
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import type { AuthModalKind } from '../auth-dialogs-context';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

interface AuthModalProps {
  kind: AuthModalKind;
  onKindChange: (kind: AuthModalKind) => void;
  onClose: () => void;
}

/** The login and register forms as a dialog; it cannot be closed while a submission runs. */
export function AuthModal({ kind, onKindChange, onClose }: AuthModalProps) {
  const [submitting, setSubmitting] = useState(false);
  const m = authMessages;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      preventClose={submitting}
      title={kind === 'login' ? m.loginTitle : m.registerTitle}
      description={kind === 'login' ? m.loginSubtitle : m.registerSubtitle}
    >
      {kind === 'login' ? (
        <LoginForm
          onSuccess={onClose}
          onSubmittingChange={setSubmitting}
          onSwitchToRegister={() => onKindChange('register')}
        />
      ) : (
        <RegisterForm
          onSuccess={onClose}
          onSubmittingChange={setSubmitting}
          onSwitchToLogin={() => onKindChange('login')}
        />
      )}
    </Modal>
  );
}
