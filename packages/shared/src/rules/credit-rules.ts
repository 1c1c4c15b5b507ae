import type { ProjectRole } from '../enums';
import { projectRoleLabel } from './project-rules';

/** The feminine form of each project role that has one (the stored roles are masculine, spec 2). */
const feminineRoles: Partial<Record<ProjectRole, string>> = {
  réalisateur: 'réalisatrice',
  cadreur: 'cadreuse',
  monteur: 'monteuse',
  'ingénieur son': 'ingénieure son',
  acteur: 'actrice',
  producteur: 'productrice',
};

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('fr-FR');

/**
 * The role a credit names (issue 33): the project role, in the feminine when the member's profession says
 * so ('Monteuse' for a monteuse credited as monteur); for 'autre', the member's profession. Null for 'membre':
 * a member without a role receives no credit.
 */
export function creditRoleLabel(role: ProjectRole, profession: string | null): string | null {
  if (role === 'membre') return null;
  if (role === 'autre') return profession?.trim() || projectRoleLabel(role);
  const feminine = feminineRoles[role];
  if (feminine && profession && fold(profession).includes(fold(feminine))) return projectRoleLabel(feminine);
  return projectRoleLabel(role);
}
