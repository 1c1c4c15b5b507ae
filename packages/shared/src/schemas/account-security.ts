import { accountMessages as am } from '../messages/account.fr';
import { authMessages as m } from '../messages/auth.fr';
import { emailPattern, maxPasswordLength } from './auth';
import { idParams } from './common';
import { singleLineText } from './text';
import { z } from './zod';

/** The current password a sensitive change asks for (its check counts toward the per-account limit). */
const currentPassword = z
  .string({ error: m.fillAllFields })
  .min(1, { error: m.fillAllFields })
  .max(maxPasswordLength, { error: m.currentPasswordWrong });

/** A new address for the account: the link goes there, the switch happens when it is opened. */
export const changeEmailSchema = z.object({
  newEmail: singleLineText({ error: m.fillAllFields })
    .trim()
    .min(1, { error: m.fillAllFields })
    .max(254, { error: m.emailInvalid })
    .regex(emailPattern, { error: m.emailInvalid }),
  password: currentPassword,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** One signed-in browser of the member ('Appareils connectés'). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** 'Chrome sur Windows', from the user agent (rules/user-agent.ts). */
  device: z.string(),
  /** The address the session was last seen from, if known. */
  ipAddress: z.string().nullable(),
  lastActiveAt: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
export const deviceSessionListSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export const deviceSessionParamsSchema = idParams({ id: am.sessionNotFound });

/** Password confirmation of the two-factor set-up and of its removal. */
export const twoFactorPasswordSchema = z.object({ password: currentPassword });

/** The state of the member's two-factor sign-in. */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean() });

/** What the set-up shows once: the otpauth:// address (QR code), its secret in text, the 10 recovery codes. */
export const twoFactorSetupSchema = z.object({
  totpUri: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** A 6-digit code of the authenticator app (spaces allowed, as apps show '123 456'). */
export const totpCodeSchema = z.object({
  code: singleLineText({ error: am.codeFormat })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: am.codeFormat })),
  trustDevice: z.boolean().optional(),
});
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** A recovery code as shown ('AbCdE-12345'). */
export const recoveryCodeSchema = z.object({
  code: singleLineText({ error: am.recoveryCodeInvalid })
    .trim()
    .min(1, { error: m.fillAllFields })
    .max(40, { error: am.recoveryCodeInvalid }),
});

/** The answer of a sign-in: who signed in, or that the second step (a code) is needed. */
export const signInAnswerSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string() }).optional(),
  twoFactorRequired: z.boolean().optional(),
});
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** The answer of a change that better-auth made: it worked. */
export const doneSchema = z.object({ status: z.literal(true) });
