import { describe, expect, it } from 'vitest';
import { portfolioCreateSchema } from './portfolio';
import { profileUpdateSchema } from './profile';
import { talentsQuerySchema } from './talents';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('profileUpdateSchema', () => {
  it('normalises links and turns blanks into null', () => {
    const result = profileUpdateSchema.parse({
      fullName: '  Léa Dupont ',
      website: 'lea.fr',
      socialLinks: { instagram: ' ', youtube: 'http://youtube.com/@lea' },
      bio: '',
    });
    expect(result).toEqual({
      fullName: 'Léa Dupont',
      website: 'https://lea.fr',
      socialLinks: { instagram: null, twitter: null, linkedin: null, youtube: 'http://youtube.com/@lea' },
      bio: null,
    });
  });
  it('refuses an empty full name, an unknown availability, over-long fields', () => {
    expect(firstMessage(profileUpdateSchema.safeParse({ fullName: '  ' }))).toBe(
      'Le nom complet est obligatoire',
    );
    expect(firstMessage(profileUpdateSchema.safeParse({ availabilityStatus: 'en vacances' }))).toBe(
      'Statut de disponibilité inconnu',
    );
    expect(firstMessage(profileUpdateSchema.safeParse({ bio: 'a'.repeat(2001) }))).toBe(
      'Ce champ doit contenir au plus 2000 caractères',
    );
    expect(
      profileUpdateSchema.safeParse({ skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }).success,
    ).toBe(false);
  });
  it('keeps a skill once whatever its case', () => {
    expect(profileUpdateSchema.parse({ skills: ['Montage', 'montage', ' Mixage '] }).skills).toEqual([
      'Montage',
      'Mixage',
    ]);
  });
});

describe('portfolioCreateSchema', () => {
  it('requires a title', () => {
    expect(firstMessage(portfolioCreateSchema.safeParse({ title: ' ' }))).toBe('Le titre est obligatoire');
    expect(portfolioCreateSchema.parse({ title: 'Court', projectUrl: 'vimeo.com/1' }).projectUrl).toBe(
      'https://vimeo.com/1',
    );
  });
});

describe('talentsQuerySchema', () => {
  it('reads skills from a comma list or repeated parameters', () => {
    expect(talentsQuerySchema.parse({ skills: 'Montage,Mixage' }).skills).toEqual(['Montage', 'Mixage']);
    expect(talentsQuerySchema.parse({ skills: ['Montage', 'Mixage'] }).skills).toEqual(['Montage', 'Mixage']);
    expect(talentsQuerySchema.parse({ q: '', availability: '' })).toEqual({ page: 1, pageSize: 20 });
  });
});
