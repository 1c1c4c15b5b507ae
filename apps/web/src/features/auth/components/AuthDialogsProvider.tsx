import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthDialogsContext, type AuthDialogsValue, type AuthModalKind } from '../auth-dialogs-context';

const loadAuthModal = () => import('./AuthModal');
const AuthModal = lazy(() => loadAuthModal().then((module) => ({ default: module.AuthModal })));
const DiagnosticsDialog = lazy(() =>
  import('./DiagnosticsDialog').then((module) => ({ default: module.DiagnosticsDialog })),
);

type OpenDialog = AuthModalKind | 'diagnostics' | null;

/** Holds which auth dialog is open; their code is loaded on first use. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { pathname } = useLocation();

  const [shownOn, setShownOn] = useState(pathname);

  // Following a link from a dialog (forgot password, terms) closes it.
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setDialog(null);
  }

  const value = useMemo<AuthDialogsValue>(
    () => ({
      openLogin: () => setDialog('login'),
      openRegister: () => setDialog('register'),
      openDiagnostics: () => setDialog('diagnostics'),
      close: () => setDialog(null),
      preload: () => {
        void loadAuthModal();
      },
    }),
    [],
  );

  return (
    <AuthDialogsContext value={value}>
      {children}
      <Suspense fallback={null}>
        {dialog === 'login' || dialog === 'register' ? (
          <AuthModal kind={dialog} onKindChange={setDialog} onClose={value.close} />
        ) : null}
        {dialog === 'diagnostics' ? <DiagnosticsDialog onClose={value.close} /> : null}
      </Suspense>
    </AuthDialogsContext>
  );
}
