import { Link } from 'react-router';
import { returnState, useReturnTarget } from '../return-target';

export const authLinkClass = 'font-medium text-indigo-700 hover:underline';

interface AuthSwitchLinkProps {
  /** The page to open when the form is a page; ignored in a modal, which switches instead. */
  to: '/login' | '/register';
  label: string;
  /** In a modal: switch to the other form in place. */
  onSwitch: (() => void) | undefined;
  /** Switching is blocked while a submission runs (spec 1 §2). */
  disabled: boolean;
}

/** 'Se connecter' / 'Créer un compte' under the login and register forms: a button in a modal, a link on a page. */
export function AuthSwitchLink({ to, label, onSwitch, disabled }: AuthSwitchLinkProps) {
  // The page to return to after signing in goes along from /login to /register and back.
  const back = useReturnTarget();
  if (onSwitch) {
    return (
      <button
        type="button"
        onClick={onSwitch}
        disabled={disabled}
        className={`${authLinkClass} disabled:opacity-60`}
      >
        {label}
      </button>
    );
  }
  return (
    <Link to={to} state={back ? returnState(back) : undefined} className={authLinkClass}>
      {label}
    </Link>
  );
}
