export { demoAvatarByNumber, demoAvatarFiles } from './avatar-files';
export { demoAvatarSvg } from './avatars';
export { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL } from './members';
export { type SeedSummary, seedDemo } from './seed-demo';

/** The password of every demo account (shown on the login page in demo mode). */
export const DEMO_PASSWORD = 'demo1234';
