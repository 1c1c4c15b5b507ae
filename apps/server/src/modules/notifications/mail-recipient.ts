import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** What the e-mail decisions need of a member. */
export type MailRecipient = {
  id: string;
  email: string;
  fullName: string;
  profession: string | null;
  emailVerified: boolean;
  banned: boolean;
  deletedAt: Date | null;
};

export const mailRecipientColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  profession: users.profession,
  emailVerified: users.emailVerified,
  banned: users.banned,
  deletedAt: users.deletedAt,
};

export async function findMailRecipient(db: Db, userId: string): Promise<MailRecipient | null> {
  const [row] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Never mail a suspended, deleted or unconfirmed member (issue 30). */
export function canReceiveNotificationMail(member: MailRecipient): boolean {
  return member.deletedAt === null && !member.banned && member.emailVerified;
}
