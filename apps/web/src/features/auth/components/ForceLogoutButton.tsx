import { authMessages } from '@plateau/shared/messages/auth.fr';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useForceLogout } from '../hooks/useForceLogout';

/** Offered after a network error: clears everything local and restarts on /login. */
export function ForceLogoutButton() {
  const forceLogout = useForceLogout();
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm">{authMessages.forceLogoutHint}</p>
      <Button variant="outline" size="sm" onClick={forceLogout}>
        <LogOut className="size-4" aria-hidden="true" />
        {authMessages.forceLogout}
      </Button>
    </div>
  );
}
