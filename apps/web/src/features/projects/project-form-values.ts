import type { ProjectDetail } from '@plateau/shared/schemas/project-responses';
import type { ProjectCreateInput } from '@plateau/shared/schemas/projects';

/** What the form holds: the create schema's input (every field is given a starting value). */
export type ProjectFormValues = ProjectCreateInput;

/** A new project with the spec's defaults (spec 2 §9): 'Film', 'public', 'intermédiaire', 'autre'. */
export const newProjectValues: ProjectFormValues = {
  title: '',
  description: '',
  category: 'Film',
  budget: '',
  deadline: '',
  startDate: '',
  coverImage: null,
  requiredRoles: [],
  memberVisibilityDefault: 'public',
  tags: [],
  projectLocation: '',
  targetAudience: '',
  genre: '',
  durationEstimate: '',
  experienceLevel: 'intermédiaire',
  projectType: 'autre',
  equipmentProvided: false,
  cateringProvided: false,
  transportProvided: false,
  accommodationProvided: false,
  additionalBenefits: [],
};

/** The edit form's values from the saved project (empty boxes for nulls). */
export function projectFormValues(project: ProjectDetail): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    category: project.category,
    budget: project.budget === null ? '' : String(project.budget),
    deadline: project.deadline ?? '',
    startDate: project.startDate ?? '',
    coverImage: project.coverImage,
    requiredRoles: project.requiredRoles,
    memberVisibilityDefault: project.memberVisibilityDefault,
    tags: project.tags ?? [],
    projectLocation: project.projectLocation ?? '',
    targetAudience: project.targetAudience ?? '',
    genre: project.genre ?? '',
    durationEstimate: project.durationEstimate ?? '',
    experienceLevel: project.experienceLevel,
    projectType: project.projectType,
    equipmentProvided: project.equipmentProvided,
    cateringProvided: project.cateringProvided,
    transportProvided: project.transportProvided,
    accommodationProvided: project.accommodationProvided,
    additionalBenefits: project.additionalBenefits ?? [],
  };
}
