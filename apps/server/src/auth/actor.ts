import type { UserRole } from '@plateau/shared';

/** The signed-in member behind a request (resolved by auth/session.ts, set by lib/route-kit.ts). */
export type Actor = {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  avatarUrl: string | null;
  profession: string | null;
  createdAt: Date;
  /** True once the member opened the confirmation link (issue 29): writes that reach others need it. */
  emailVerified: boolean;
  sessionId: string;
  sessionExpiresAt: Date;
  sessionCreatedAt: Date;
};
