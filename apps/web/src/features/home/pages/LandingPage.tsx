import { commonMessages } from '@plateau/shared/messages/common.fr';
import { landingMessages } from '@plateau/shared/messages/landing.fr';
import { Button } from '@/components/ui/Button';
import { useAuthDialogs } from '@/features/auth';
import { LandingComingSoon } from '../components/LandingComingSoon';
import { LandingFeatures } from '../components/LandingFeatures';
import { LandingHero } from '../components/LandingHero';

const l = landingMessages;

/** / for visitors (members are redirected to /dashboard by the route guard). */
export function LandingPage() {
  const dialogs = useAuthDialogs();
  return (
    <>
      <title>{l.documentTitle}</title>
      <LandingHero />
      <LandingFeatures />
      <LandingComingSoon />
      <section
        className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-24"
        aria-labelledby="final-title"
      >
        <h2 id="final-title" className="font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
          {l.finalTitle}
        </h2>
        <p className="mt-3 text-lg text-slate-600">{l.finalText}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button
            size="lg"
            onClick={dialogs.openRegister}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            {commonMessages.createAccount}
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={dialogs.openLogin}
            onPointerEnter={dialogs.preload}
            onFocus={dialogs.preload}
          >
            {commonMessages.signIn}
          </Button>
        </div>
      </section>
    </>
  );
}
