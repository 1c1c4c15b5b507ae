// The account feature's public surface: other features import only from here.
export { AdminTwoFactorNotice } from './components/AdminTwoFactorNotice';
