import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { useAuth } from '@/features/auth';
import { useTwoFactorStatus } from '../hooks/useAccountSecurity';

/** The notice inviting an administrator to turn two-factor sign-in on (settings page and admin home). */
export function AdminTwoFactorNotice({ link }: { link?: boolean }) {
  const { user } = useAuth();
  const status = useTwoFactorStatus();
  if (user?.role !== 'admin' || status.data !== false) return null;
  return (
    <Alert variant="warning">
      <p>{link ? am.adminTwoFactorNotice : am.adminTwoFactorNoticeHere}</p>
      {link ? (
        <Link to="/profil/parametres#double-authentification" className="font-medium underline">
          {am.adminTwoFactorLink}
        </Link>
      ) : null}
    </Alert>
  );
}
