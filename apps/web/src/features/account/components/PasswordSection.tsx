import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { NewPasswordForm } from '@/features/auth/forms';
import { toast } from '@/lib/toaster';
import { useChangeOwnPassword } from '../hooks/useAccountSecurity';
import { SettingsSection } from './SettingsSection';

/** 'Mot de passe': current, new and its confirmation (sign-up's policy); the other devices are signed out. */
export function PasswordSection() {
  const change = useChangeOwnPassword();
  return (
    <SettingsSection id="mot-de-passe" title={am.passwordSectionTitle} text={am.passwordSectionText}>
      <div className="max-w-md">
        <NewPasswordForm
          requireCurrentPassword
          onSubmit={async (input) => {
            await change.mutateAsync(input);
            toast.success(am.passwordChangedToast);
          }}
        />
      </div>
    </SettingsSection>
  );
}
