import { messagingMessages as mm } from '@plateau/shared/messages/messaging.fr';
import { messages } from '@plateau/shared/messages.fr';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-styles';

/** The 'Non connecté' notice of /messages for visitors, with a link to /login. */
export function MessagesNotSignedIn() {
  return (
    <section className="mx-auto my-12 max-w-lg px-4" aria-labelledby="messages-not-signed-in">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-6 py-8 text-center text-amber-950">
        <AlertTriangle className="size-8" aria-hidden="true" />
        <h1 id="messages-not-signed-in" className="text-xl font-semibold">
          {messages.common.notConnectedTitle}
        </h1>
        <p>{mm.notConnectedText}</p>
        <Link to="/login" className={buttonClasses({})}>
          {mm.loginLink}
        </Link>
      </div>
    </section>
  );
}
