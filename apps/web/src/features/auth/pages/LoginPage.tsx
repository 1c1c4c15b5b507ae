import { authMessages } from '@plateau/shared/messages/auth.fr';
import { AuthPageShell } from '../components/AuthPageShell';
import { LoginForm } from '../components/LoginForm';

/** /login (a signed-in member is sent to / by the route guard). */
export function LoginPage() {
  return (
    <AuthPageShell title={authMessages.loginTitle} subtitle={authMessages.loginSubtitle}>
      <title>{`${authMessages.loginTitle} · Plateau`}</title>
      <LoginForm />
    </AuthPageShell>
  );
}
