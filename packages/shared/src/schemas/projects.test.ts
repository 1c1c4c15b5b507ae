import { describe, expect, it } from 'vitest';
import {
  joinRequestCreateSchema,
  memberUpdateSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectUpdateSchema,
} from './projects';

const valid = { title: 'Court-métrage', description: 'Un tournage en Bretagne', category: 'Film' };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('projectCreateSchema', () => {
  it('applies the spec defaults', () => {
    const project = projectCreateSchema.parse(valid);
    expect(project).toMatchObject({
      memberVisibilityDefault: 'public',
      experienceLevel: 'intermédiaire',
      projectType: 'autre',
      requiredRoles: [],
      tags: null,
      budget: null,
      equipmentProvided: false,
    });
  });
  it.each([
    [{ ...valid, title: '  ' }],
    [{ description: 'x', category: 'Film' }],
    [{ ...valid, category: undefined }],
    [{ ...valid, description: '' }],
  ])('asks for the required fields', (input) => {
    expect(firstMessage(projectCreateSchema.safeParse(input))).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
  });
  it.each([
    [{ category: 'Opéra' }, 'Catégorie de projet inconnue'],
    [{ requiredRoles: ['cadreur', 'pilote'] }, 'Rôle "pilote" non autorisé. Rôles valides: '],
    [{ projectType: 'jeu vidéo' }, 'Type de projet inconnu'],
    [{ experienceLevel: 'maître' }, "Niveau d'expérience inconnu"],
    [{ memberVisibilityDefault: 'amis' }, "Visibilité de l'équipe inconnue"],
    [{ budget: -5 }, 'Le budget ne peut pas être négatif'],
    [{ budget: 'beaucoup' }, 'Le budget doit être un nombre'],
    [{ budget: 1e12 }, 'Le budget ne peut pas dépasser'],
    [{ deadline: '2025-02-30' }, 'Date invalide'],
    [{ startDate: '2025-06-10', deadline: '2025-06-01' }, 'La date limite ne peut pas précéder'],
    [{ tags: ['Drame', 'drame '] }, 'Ce tag est déjà ajouté'],
    [{ coverImage: 'ftp://exemple.fr/a.png' }, "L'adresse de l'image doit commencer"],
  ])('refuses %o', (change, message) => {
    expect(firstMessage(projectCreateSchema.safeParse({ ...valid, ...change }))).toContain(message);
  });
  it('parses a French budget and stores empty texts and lists as null', () => {
    const project = projectCreateSchema.parse({
      ...valid,
      budget: '1 500,50',
      genre: '  ',
      tags: [],
      additionalBenefits: [],
    });
    expect(project.budget).toBe(1500.5);
    expect(project.genre).toBeNull();
    expect(project.tags).toBeNull();
    expect(project.additionalBenefits).toBeNull();
    expect(projectCreateSchema.parse({ ...valid, budget: '' }).budget).toBeNull();
  });
});

describe('projectUpdateSchema and the other inputs', () => {
  it('takes a part of the fields, not none', () => {
    expect(projectUpdateSchema.parse({ title: 'Nouveau titre' })).toEqual({ title: 'Nouveau titre' });
    expect(firstMessage(projectUpdateSchema.safeParse({}))).toBe('Aucune modification demandée');
  });
  it('requires a chosen role to join and a change on a member', () => {
    expect(firstMessage(joinRequestCreateSchema.safeParse({ role: ' ' }))).toBe('Veuillez choisir un rôle');
    expect(firstMessage(memberUpdateSchema.safeParse({}))).toBe('Aucune modification demandée');
  });
  it('checks the list filters', () => {
    expect(firstMessage(projectListQuerySchema.safeParse({ status: 'fini' }))).toContain('Statut de projet');
    expect(firstMessage(projectListQuerySchema.safeParse({ recruiting: 'oui' }))).toBe(
      'Filtre de recrutement inconnu',
    );
  });
});
