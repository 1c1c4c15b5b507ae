import { commonMessages } from '@plateau/shared/messages/common.fr';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { ShieldAlert } from 'lucide-react';
import { Notice } from '@/components/Notice';
import { Button } from '@/components/ui/Button';
import { useAuthDialogs } from '@/features/auth';

/** What a visitor sees on /influencer/dashboard: 'Accès non autorisé' and a way to sign in. */
export function InfluencerAccessDeniedPage() {
  const dialogs = useAuthDialogs();
  return (
    <Notice id="influencer-denied-title" tone="danger" icon={ShieldAlert} title={m.forbidden}>
      <Button onClick={dialogs.openLogin} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
        {commonMessages.signIn}
      </Button>
    </Notice>
  );
}
