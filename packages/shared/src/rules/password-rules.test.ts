import { describe, expect, it } from 'vitest';
import { messages } from '../messages.fr';
import { registerSchema } from '../schemas/auth';
import { isPasswordLikeIdentity, isRepeatedCharacter, passwordContextProblem } from './password-rules';

const lea = { email: 'lea.dupont@exemple.fr', name: 'Léa Dupont-Varga' };

describe('passwords built on context words (ASVS 6.2.11)', () => {
  it('refuses the site’s name, a name (accent-insensitive) or the e-mail’s local part inside the password', () => {
    for (const password of [
      'Plateau2024',
      'monPLATEAU!',
      'lea-secrete-9',
      'LEA2024!!',
      'dupont1234',
      'Varga-et-moi',
      'lea.dupont',
      'lea.dupont@exemple.fr',
      'xx-léa.dupont-xx',
    ]) {
      expect(isPasswordLikeIdentity(password, lea), password).toBe(true);
      expect(passwordContextProblem(password, lea), password).toBe('identity');
    }
  });

  it('accepts a password free of them, and ignores parts shorter than 3 characters', () => {
    expect(isPasswordLikeIdentity('motdepasse-solide', lea)).toBe(false);
    expect(isPasswordLikeIdentity('de-la-musique-42', { email: 'li@exemple.fr', name: 'Li De' })).toBe(false);
    expect(passwordContextProblem('motdepasse-solide', lea)).toBeNull();
  });

  it('refuses one character repeated', () => {
    for (const password of ['aaaaaaaa', '11111111', '!!!!!!!!!', '😀😀😀😀😀😀😀😀']) {
      expect(isRepeatedCharacter(password), password).toBe(true);
      expect(passwordContextProblem(password, lea)).toBe('repeated');
    }
    expect(isRepeatedCharacter('aaaaaaab')).toBe(false);
  });

  it('gives the sign-up form the same French refusal', () => {
    const form = (password: string) =>
      registerSchema.safeParse({ name: lea.name, email: lea.email, password, confirmPassword: password });
    expect(form('Plateau2024').error?.issues[0]?.message).toBe(messages.auth.passwordLikeIdentity);
    expect(form('aaaaaaaa').error?.issues[0]?.message).toBe(messages.auth.passwordRepeated);
    expect(form('motdepasse-solide').success).toBe(true);
  });
});
