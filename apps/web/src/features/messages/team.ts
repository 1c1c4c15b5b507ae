// The team conversation's panel, loaded lazily by the project page's 'Discussion' tab (issue 33).
export { TeamConversationPanel } from './components/TeamConversationPanel';
