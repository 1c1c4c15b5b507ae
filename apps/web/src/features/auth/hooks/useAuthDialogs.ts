import { useContext } from 'react';
import { AuthDialogsContext, type AuthDialogsValue } from '../auth-dialogs-context';

/** Opens the login and register modals and the diagnostics dialog. */
export function useAuthDialogs(): AuthDialogsValue {
  const value = useContext(AuthDialogsContext);
  if (!value) throw new Error('useAuthDialogs must be used inside AuthDialogsProvider');
  return value;
}
