// The components of blocking and message requests that other features' (lazy) pages show.
export { BlockDialog } from './components/BlockDialog';
export { BlockSettings } from './components/BlockSettings';
export { MemberActionsMenu, menuItemClass } from './components/MemberActionsMenu';
export { MessageRequestBanner } from './components/MessageRequestBanner';
export { ProfileBlockControl } from './components/ProfileBlockControl';
