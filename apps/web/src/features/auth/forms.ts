// A second surface of the auth feature, for the settings page (loaded with it): the password form.
export { NewPasswordForm } from './components/NewPasswordForm';
