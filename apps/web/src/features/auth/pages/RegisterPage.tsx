import { authMessages } from '@plateau/shared/messages/auth.fr';
import { AuthPageShell } from '../components/AuthPageShell';
import { RegisterForm } from '../components/RegisterForm';

/** /register (a signed-in member is sent to / by the route guard). */
export function RegisterPage() {
  return (
    <AuthPageShell title={authMessages.registerTitle} subtitle={authMessages.registerSubtitle}>
      <title>{`${authMessages.registerTitle} · Plateau`}</title>
      <RegisterForm />
    </AuthPageShell>
  );
}
