import { authMessages } from '@plateau/shared/messages/auth.fr';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/Spinner';
import { isNetworkError } from '@/lib/api';
import { toast } from '@/lib/toaster';
import { AuthPageShell } from '../components/AuthPageShell';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { useAuth } from '../hooks/useAuth';
import { useChangePassword, useResetPassword, useResetTokenStatus } from '../hooks/usePasswordReset';

const m = authMessages;

function Checking({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-slate-700">
      <Spinner className="size-8 text-indigo-700" label={null} />
      <p role="status">{label}</p>
    </div>
  );
}

function InvalidLinkActions() {
  return (
    <div className="flex flex-col gap-3">
      <Link to="/forgot-password" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
        {m.requestNewLink}
      </Link>
      <Link to="/login" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'w-full' })}>
        {m.backToLogin}
      </Link>
    </div>
  );
}

/** /update-password: reset with ?token=, or change while signed in; otherwise the invalid-link state. */
export function UpdatePasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { status } = useAuth();
  const tokenStatus = useResetTokenStatus(token);
  const resetPassword = useResetPassword();
  const changePassword = useChangePassword();
  const navigate = useNavigate();

  const succeed = () => {
    toast.success(m.passwordUpdated);
    void navigate('/login', { replace: true });
  };

  let title: string = m.updateTitle;
  let subtitle: string | undefined = m.updateSubtitle;
  let content: ReactNode;

  if (token) {
    if (tokenStatus.isPending) {
      subtitle = undefined;
      content = <Checking label={m.checkingLink} />;
    } else if (tokenStatus.isError && isNetworkError(tokenStatus.error)) {
      content = (
        <Alert variant="error">
          <p>{m.networkProblem}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void tokenStatus.refetch()}>
            {m.tryAgain}
          </Button>
        </Alert>
      );
    } else if (tokenStatus.data === true) {
      content = (
        <NewPasswordForm
          requireCurrentPassword={false}
          onSubmit={async ({ newPassword }) => {
            await resetPassword.mutateAsync({ token, newPassword });
            succeed();
          }}
        />
      );
    } else {
      title = m.invalidLink;
      subtitle = m.invalidLinkText;
      content = <InvalidLinkActions />;
    }
  } else if (status === 'loading') {
    subtitle = undefined;
    content = <Checking label={m.checkingAuth} />;
  } else if (status === 'authenticated') {
    title = m.changePasswordTitle;
    subtitle = m.changePasswordSubtitle;
    content = (
      <NewPasswordForm
        requireCurrentPassword
        onSubmit={async (input) => {
          await changePassword.mutateAsync(input);
          succeed();
        }}
      />
    );
  } else {
    title = m.invalidLink;
    subtitle = m.invalidLinkText;
    content = <InvalidLinkActions />;
  }

  return (
    <AuthPageShell title={title} subtitle={subtitle}>
      <PageTitle title={title} />
      {content}
    </AuthPageShell>
  );
}
