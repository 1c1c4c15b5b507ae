// The notifications feature's second public surface: the account settings page (lazy) mounts the e-mail
// settings, kept out of index.ts, which the live rules of every member page import.
export { EmailPreferencesSection } from './components/EmailPreferencesSection';
