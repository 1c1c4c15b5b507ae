import { createContext } from 'react';

export type AuthModalKind = 'login' | 'register';

export interface AuthDialogsValue {
  openLogin: () => void;
  openRegister: () => void;
  openDiagnostics: () => void;
  close: () => void;
  /** Starts loading the login/register modal's code (on hover or focus of a trigger). */
  preload: () => void;
}

export const AuthDialogsContext = createContext<AuthDialogsValue | null>(null);
