import { describe, expect, it } from 'vitest';
import { messages } from '../messages.fr';
import { forgotPasswordSchema, loginSchema, newPasswordSchema, registerSchema } from './auth';

const m = messages.auth;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('loginSchema', () => {
  it('refuses blank fields', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '  ', password: 'x' }))).toBe(m.fillAllFields);
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.fr', password: '   ' }))).toBe(m.fillAllFields);
  });
  it('accepts and trims the e-mail', () => {
    const result = loginSchema.safeParse({ email: ' a@b.fr ', password: 'secret' });
    expect(result.success && result.data.email).toBe('a@b.fr');
  });
});

describe('registerSchema', () => {
  const valid = { name: 'Léa', email: 'lea@demo.fr', password: 'motdepasse', confirmPassword: 'motdepasse' };
  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it('refuses a blank field', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, name: ' ' }))).toBe(m.fillAllFields);
  });
  it('names every empty field, the confirmation included', () => {
    const result = registerSchema.safeParse({ name: '', email: ' ', password: '', confirmPassword: '' });
    const blank = result.error?.issues.filter((issue) => issue.message === m.fillAllFields);
    expect(blank?.map((issue) => issue.path.join('.')).sort()).toEqual([
      'confirmPassword',
      'email',
      'name',
      'password',
    ]);
  });
  it('refuses different passwords', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, confirmPassword: 'autrechose' }))).toBe(
      m.passwordsMismatch,
    );
  });
  it('refuses a short password', () => {
    expect(
      firstMessage(registerSchema.safeParse({ ...valid, password: 'court', confirmPassword: 'court' })),
    ).toBe(m.passwordTooShort);
  });
  it('refuses an invalid e-mail', () => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, email: 'lea@demo' }))).toBe(m.emailInvalid);
  });
});

describe('forgotPasswordSchema', () => {
  it('asks for an address', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: '' }))).toBe(m.emailRequired);
  });
  it('refuses a malformed address', () => {
    expect(firstMessage(forgotPasswordSchema.safeParse({ email: 'pas-une-adresse' }))).toBe(m.emailInvalid);
  });
});

describe('newPasswordSchema', () => {
  it('checks emptiness, then match, then length', () => {
    expect(firstMessage(newPasswordSchema.safeParse({ password: '', confirmPassword: 'x' }))).toBe(
      m.fillAllFields,
    );
    expect(
      firstMessage(newPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgi' })),
    ).toBe(m.passwordsMismatch);
    expect(firstMessage(newPasswordSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toBe(
      m.passwordTooShort,
    );
  });
});
