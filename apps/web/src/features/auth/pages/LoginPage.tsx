import { authMessages } from '@plateau/shared/messages/auth.fr';
import { PageTitle } from '@/components/PageTitle';
import { AuthPageShell } from '../components/AuthPageShell';
import { LoginForm } from '../components/LoginForm';

/** /login (a signed-in member is sent to / by the route guard). */
export function LoginPage() {
  return (
    <AuthPageShell title={authMessages.loginTitle} subtitle={authMessages.loginSubtitle}>
      <PageTitle title={authMessages.loginTitle} />
      <LoginForm />
    </AuthPageShell>
  );
}
