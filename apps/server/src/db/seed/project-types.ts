import type {
  ExperienceLevel,
  JoinRequestStatus,
  MemberVisibility,
  ProjectRole,
  ProjectStatus,
  ProjectType,
  projectCategories,
  TaskStatus,
} from '@plateau/shared';

export type DemoTaskComment = { authorEmail: string; content: string };

export type DemoTask = {
  title: string;
  description: string | null;
  status: TaskStatus;
  /** Days from now (negative: in the past); null for no due date. */
  dueInDays: number | null;
  assigneeEmail: string | null;
  comments: DemoTaskComment[];
};

export type DemoProjectMember = {
  email: string;
  role: ProjectRole;
  showProfile?: boolean;
  displayName?: string;
};

export type DemoJoinRequest = {
  email: string;
  role: ProjectRole;
  status: JoinRequestStatus;
  /** The requester's word to the owner (issue 33). */
  message?: string;
};

export type DemoProject = {
  ownerEmail: string;
  title: string;
  description: string;
  category: (typeof projectCategories)[number];
  status: ProjectStatus;
  budget: number | null;
  deadlineInDays: number | null;
  startInDays: number | null;
  requiredRoles: ProjectRole[];
  memberVisibility: MemberVisibility;
  tags: string[] | null;
  location: string;
  targetAudience: string;
  genre: string;
  durationEstimate: string;
  experienceLevel: ExperienceLevel;
  projectType: ProjectType;
  provided: { equipment: boolean; catering: boolean; transport: boolean; accommodation: boolean };
  additionalBenefits: string[] | null;
  createdDaysAgo: number;
  members: DemoProjectMember[];
  joinRequests: DemoJoinRequest[];
  tasks: DemoTask[];
};

/** A task in one line: title, status, due date (days from now), assignee, then optional details. */
export function task(
  title: string,
  status: TaskStatus,
  dueInDays: number | null,
  assigneeEmail: string | null,
  description: string | null = null,
  comments: DemoTaskComment[] = [],
): DemoTask {
  return { title, description, status, dueInDays, assigneeEmail, comments };
}

export function comment(authorEmail: string, content: string): DemoTaskComment {
  return { authorEmail, content };
}

export function provided(
  equipment: boolean,
  catering: boolean,
  transport: boolean,
  accommodation: boolean,
): DemoProject['provided'] {
  return { equipment, catering, transport, accommodation };
}
