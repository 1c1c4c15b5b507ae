import { authMessages } from '@plateau/shared/messages/auth.fr';
import { PageTitle } from '@/components/PageTitle';
import { AuthPageShell } from '../components/AuthPageShell';
import { RegisterForm } from '../components/RegisterForm';

/** /register (a signed-in member is sent to / by the route guard). */
export function RegisterPage() {
  return (
    <AuthPageShell title={authMessages.registerTitle} subtitle={authMessages.registerSubtitle}>
      <PageTitle title={authMessages.registerTitle} />
      <RegisterForm />
    </AuthPageShell>
  );
}
