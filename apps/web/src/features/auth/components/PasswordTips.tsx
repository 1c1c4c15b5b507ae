import { authMessages } from '@plateau/shared/messages/auth.fr';
import { Lightbulb } from 'lucide-react';

/** Advice only: the rules beyond 8 characters are not enforced (spec 1, section 5). */
export function PasswordTips() {
  return (
    <div className="rounded-lg border border-indigo-100 bg-indigo-50 p-4 text-sm text-indigo-950">
      <p className="flex items-center gap-2 font-semibold">
        <Lightbulb className="size-4" aria-hidden="true" />
        {authMessages.passwordTipsTitle}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {authMessages.passwordTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
