import { userRoles } from '../enums';
import { accountMessages as am } from '../messages/account.fr';
import { authMessages as m } from '../messages/auth.fr';
import { fill } from '../messages/fill';
import { passwordContextProblem } from '../rules/password-rules';
import { nameText, singleLineText } from './text';
import { z } from './zod';

/** Basic e-mail pattern of the spec: text, @, text, dot, text. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const minPasswordLength = 8;
/** The French refusal of each context problem (rules/password-rules.ts), the same on the form and the server. */
export const passwordProblemMessages = {
  identity: m.passwordLikeIdentity,
  repeated: m.passwordRepeated,
} as const;
export const maxPasswordLength = 128;

const required = (message: string) => singleLineText({ error: message }).trim().min(1, { error: message });

export const loginSchema = z.object({
  email: required(m.fillAllFields).max(254, { error: m.emailInvalid }),
  password: z
    .string({ error: m.fillAllFields })
    .refine((value) => value.trim().length > 0, { error: m.fillAllFields })
    .refine((value) => value.length <= maxPasswordLength, { error: m.invalidCredentials }),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = z
  .string({ error: m.fillAllFields })
  .refine((value) => value.trim().length > 0, { error: m.fillAllFields })
  .refine((value) => value.length >= minPasswordLength, { error: m.passwordTooShort, abort: true })
  .refine((value) => value.length <= maxPasswordLength, {
    error: fill(m.passwordTooLong, { max: maxPasswordLength }),
  });

/** Both fields filled, then equal, then long enough: the spec's order of messages. */
function checkPasswordPair(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx): void {
  // Each empty field is named, so the form can mark every one of them (the confirmation included).
  const blank = (['password', 'confirmPassword'] as const).filter((name) => !value[name].trim());
  for (const name of blank) ctx.addIssue({ code: 'custom', path: [name], message: m.fillAllFields });
  if (blank.length > 0) return;
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsMismatch });
    return;
  }
  const result = passwordField.safeParse(value.password);
  if (!result.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: result.error.issues[0]?.message ?? m.passwordTooShort,
    });
  }
}

export const registerSchema = z
  .object({
    name: nameText({ error: m.fillAllFields })
      .trim()
      .min(1, { error: m.fillAllFields })
      .max(100, { error: fill(m.fullNameTooLong, { max: 100 }) }),
    email: required(m.fillAllFields)
      .max(254, { error: m.emailInvalid })
      .regex(emailPattern, { error: m.emailInvalid }),
    password: z.string({ error: m.fillAllFields }),
    confirmPassword: z.string({ error: m.fillAllFields }),
  })
  .superRefine(checkPasswordPair)
  .superRefine((value, ctx) => {
    const problem = passwordContextProblem(value.password, value);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['password'], message: passwordProblemMessages[problem] });
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: required(m.emailRequired)
    .max(254, { error: m.emailInvalid })
    .regex(emailPattern, { error: m.emailInvalid }),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The forgotten-password request also names the page the e-mail's link opens. */
export const passwordResetRequestSchema = forgotPasswordSchema.extend({
  redirectTo: singleLineText().max(200).optional(),
});

/** New password and its confirmation: shared by the reset and the update forms. */
export const newPasswordSchema = z
  .object({
    password: z.string({ error: m.fillAllFields }),
    confirmPassword: z.string({ error: m.fillAllFields }),
  })
  .superRefine(checkPasswordPair);
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** Body of the reset with a link token. */
export const resetPasswordSchema = z.object({
  token: singleLineText({ error: m.sessionExpired }).min(1, { error: m.sessionExpired }).max(200),
  newPassword: passwordField,
});

/** The token of a reset link, as GET /api/password-reset/:token receives it. */
export const resetTokenParamsSchema = z.object({ token: singleLineText().min(1).max(200) });

/** Body of the password change of a signed-in member. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: m.fillAllFields })
    .min(1, { error: m.fillAllFields })
    .max(maxPasswordLength),
  newPassword: passwordField,
  revokeOtherSessions: z.boolean().optional(),
});

/** The token of an e-mail confirmation link, as the landing page posts it back. */
export const confirmEmailSchema = z.object({
  token: singleLineText({ error: am.linkInvalid }).min(1, { error: am.linkInvalid }).max(2000),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;

export const resetTokenStatusSchema = z.object({ valid: z.boolean() });

/** The signed-in member as the web's auth layer sees it. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(userRoles),
  avatarUrl: z.string().nullable(),
  profession: z.string().nullable(),
  createdAt: z.string(),
  /** False until the member opens the confirmation link mailed at registration (issue 29). */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const meResponseSchema = z.object({
  user: currentUserSchema.nullable(),
  /** True when this very request promoted the account to admin (designated address). */
  adminPromoted: z.boolean(),
  session: z.object({ id: z.string(), expiresAt: z.string(), createdAt: z.string() }).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
