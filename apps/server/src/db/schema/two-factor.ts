import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * better-auth's twoFactor plugin (model `twoFactor`, fields as the plugin declares them): one row per member
 * who set up an authenticator app. `secret` and `backupCodes` are encrypted by better-auth; `verified` is false
 * until the first code confirms the app. `lastUsedStep` is ours: the TOTP time step of the last code accepted,
 * so the same code is refused a second time (auth/totp-replay.ts).
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('two_factors_user_idx').on(t.userId)],
);
