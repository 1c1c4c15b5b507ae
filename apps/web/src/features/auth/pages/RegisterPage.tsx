import { messages } from '@plateau/shared/messages.fr';
import { AuthPageShell } from '../components/AuthPageShell';
import { RegisterForm } from '../components/RegisterForm';

/** /register (a signed-in member is sent to / by the route guard). */
export function RegisterPage() {
  return (
    <AuthPageShell title={messages.auth.registerTitle} subtitle={messages.auth.registerSubtitle}>
      <title>{`${messages.auth.registerTitle} · Plateau`}</title>
      <RegisterForm />
    </AuthPageShell>
  );
}
