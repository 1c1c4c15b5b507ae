import { commonMessages } from '@plateau/shared/messages/common.fr';
import { influencerMessages as m } from '@plateau/shared/messages/influencer.fr';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { useAuthDialogs } from '@/features/auth';

/** What a visitor sees on /influencer/dashboard: 'Accès non autorisé' and a way to sign in. */
export function InfluencerAccessDeniedPage() {
  const dialogs = useAuthDialogs();
  return (
    <section className="mx-auto my-12 max-w-lg px-4" aria-labelledby="influencer-denied-title">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center text-red-950">
        <ShieldAlert className="size-8" aria-hidden="true" />
        <h1 id="influencer-denied-title" className="text-xl font-semibold">
          {m.forbidden}
        </h1>
        <Button onClick={dialogs.openLogin} onPointerEnter={dialogs.preload} onFocus={dialogs.preload}>
          {commonMessages.signIn}
        </Button>
      </div>
    </section>
  );
}
