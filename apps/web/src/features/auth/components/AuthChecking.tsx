import { sessionMessages } from '@plateau/shared/messages/session.fr';
import { Spinner } from '@/components/ui/Spinner';

/** Shown while the authentication state loads. */
export function AuthChecking({ label = sessionMessages.checkingAuth }: { label?: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-24 text-slate-700">
      <Spinner className="size-8 text-indigo-700" label={null} />
      <p role="status">{label}</p>
    </div>
  );
}
