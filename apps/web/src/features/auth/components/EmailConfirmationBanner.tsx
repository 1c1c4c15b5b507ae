import { accountMessages as m } from '@plateau/shared/messages/account.fr';
import { fill } from '@plateau/shared/messages/fill';
import { MailWarning } from 'lucide-react';
import { useAuth } from '../hooks/useAuth';
import { useResendConfirmation } from '../hooks/useResendConfirmation';

/** Under the navigation bar while the signed-in member has not confirmed their address (issue 29). */
export function EmailConfirmationBanner() {
  const { user } = useAuth();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified) return null;
  return (
    <section aria-label={m.confirmBanner} className="border-amber-200 border-b bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6 lg:px-8">
        <MailWarning className="hidden size-5 shrink-0 sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold">{m.confirmBanner}</p>
          <p className="break-words text-amber-900">{fill(m.confirmBannerHint, { email: user.email })}</p>
        </div>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className="min-h-11 shrink-0 self-start rounded-lg border border-amber-300 bg-white px-4 py-2 font-medium text-amber-950 text-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700 focus-visible:outline-offset-2 disabled:opacity-60 sm:self-auto"
        >
          {resend.isPending ? m.resending : m.resendLink}
        </button>
      </div>
    </section>
  );
}
