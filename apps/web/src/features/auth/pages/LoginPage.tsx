import { messages } from '@plateau/shared/messages.fr';
import { AuthPageShell } from '../components/AuthPageShell';
import { LoginForm } from '../components/LoginForm';

/** /login (a signed-in member is sent to / by the route guard). */
export function LoginPage() {
  return (
    <AuthPageShell title={messages.auth.loginTitle} subtitle={messages.auth.loginSubtitle}>
      <title>{`${messages.auth.loginTitle} · Plateau`}</title>
      <LoginForm />
    </AuthPageShell>
  );
}
