import { accountMessages as am } from '@plateau/shared/messages/account.fr';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { BlockSettings } from '@/features/moderation/blocks/ui';
import { EmailPreferencesSection } from '@/features/notifications/settings';
import { DataAndDeletionSection } from '../components/DataAndDeletionSection';
import { DevicesSection } from '../components/DevicesSection';
import { EmailSection } from '../components/EmailSection';
import { PasswordSection } from '../components/PasswordSection';
import { TwoFactorSection } from '../components/TwoFactorSection';

/**
 * /profil/parametres, 'Paramètres du compte': one section per concern (each a component of its own area:
 * password, address, devices, two-factor sign-in, e-mail notifications, who may write, blocked members),
 * then the data export and the deletion.
 */
export function AccountSettingsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={am.settingsTitle} />
      <Link to="/profil" className="inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {pm.backToProfile}
      </Link>
      <header>
        <h1 className="font-display text-2xl font-semibold text-slate-900 sm:text-3xl">{am.settingsTitle}</h1>
        <p className="mt-1 text-slate-600">{am.settingsSubtitle}</p>
      </header>
      <PasswordSection />
      <EmailSection />
      <DevicesSection />
      <TwoFactorSection />
      <BlockSettings />
      <EmailPreferencesSection />
      <DataAndDeletionSection />
    </div>
  );
}
