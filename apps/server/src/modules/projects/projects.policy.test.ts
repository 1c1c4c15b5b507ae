import type { ProjectAbilities } from '@plateau/shared';
import { describe, expect, it } from 'vitest';
import {
  canSeeProjectTeam,
  type PersonSight,
  type ProjectFacts,
  peopleFactsOf,
  projectAbilities,
  projectPersonSight,
} from './projects.policy';

const ownerId = 'createur';
type ActorName = 'visitor' | 'member' | 'projectMember' | 'owner' | 'admin';
const actors = {
  visitor: null,
  member: { id: 'autre', role: 'user' },
  projectMember: { id: 'equipe', role: 'user' },
  owner: { id: ownerId, role: 'user' },
  admin: { id: 'admin', role: 'admin' },
} as const;
const factsOf = (name: ActorName): ProjectFacts => ({
  ownerId,
  memberVisibility: 'public',
  membership: name === 'projectMember' ? { id: 'ligne' } : null,
  joinRequestStatus: name === 'projectMember' ? 'approuvé' : null,
});

// Spec 2 §6, one row per capability: visitor, member (other), project member, owner, admin.
const table: Array<[string, Array<keyof ProjectAbilities>, Record<ActorName, boolean>]> = [
  [
    'Request to join',
    ['join'],
    { visitor: false, member: true, projectMember: false, owner: false, admin: true },
  ],
  [
    'View tasks',
    ['viewTasks'],
    { visitor: false, member: true, projectMember: true, owner: true, admin: true },
  ],
  [
    'Create, edit, move tasks; comment',
    ['manageTasks'],
    { visitor: false, member: false, projectMember: true, owner: true, admin: false },
  ],
  [
    'Edit project, answer requests, add, remove or re-role members, move the status',
    ['edit', 'answerRequests', 'manageMembers', 'changeStatus'],
    { visitor: false, member: false, projectMember: false, owner: true, admin: false },
  ],
  [
    'Toggle own profile visibility',
    ['toggleOwnVisibility'],
    { visitor: false, member: false, projectMember: true, owner: false, admin: false },
  ],
  [
    'Delete the project (owner; admin for the administration area)',
    ['delete'],
    { visitor: false, member: false, projectMember: false, owner: true, admin: true },
  ],
];

describe('projectAbilities (spec 2 §6)', () => {
  for (const [capability, abilities, expected] of table) {
    for (const name of Object.keys(expected) as ActorName[]) {
      it(`${capability}: ${name} ${expected[name] ? 'may' : 'may not'}`, () => {
        const result = projectAbilities(actors[name], factsOf(name));
        for (const ability of abilities) expect(result[ability]).toBe(expected[name]);
      });
    }
  }
  it('lets a refused requester ask again, not a pending one', () => {
    const facts = { ...factsOf('member'), joinRequestStatus: 'refusé' as const };
    expect(projectAbilities(actors.member, facts).join).toBe(true);
    const pending = { ...facts, joinRequestStatus: 'en attente' as const };
    expect(projectAbilities(actors.member, pending)).toMatchObject({ join: false, cancelRequest: true });
  });
});

describe('canSeeProjectTeam (spec 2 §4)', () => {
  const see = (name: ActorName, memberVisibility: string) =>
    canSeeProjectTeam(actors[name], { ...factsOf(name), memberVisibility });
  it.each([
    ['public', { visitor: true, member: true, projectMember: true, owner: true, admin: true }],
    ['members', { visitor: false, member: false, projectMember: true, owner: true, admin: false }],
    ['private', { visitor: false, member: false, projectMember: false, owner: true, admin: false }],
  ] as const)('visibility %s', (visibility, expected) => {
    for (const name of Object.keys(expected) as ActorName[]) {
      expect(see(name, visibility), name).toBe(expected[name]);
    }
  });
});

describe('projectPersonSight (spec 2 §4: team visibility and member anonymity)', () => {
  // The people of the project: its owner, the project member (the actor 'projectMember' when they look),
  // another member shown, an anonymous one, a former member (no row any more).
  const people = {
    owner: { userId: ownerId, membership: null },
    self: { userId: 'equipe', membership: { showProfile: false } },
    shown: { userId: 'montreur', membership: { showProfile: true } },
    anonymous: { userId: 'discret', membership: { showProfile: false } },
    former: { userId: 'parti', membership: null },
  };
  type Row = Record<keyof typeof people, PersonSight>;
  const all = (sight: PersonSight, owner: PersonSight = 'identified'): Row => ({
    owner,
    self: sight,
    shown: sight,
    anonymous: sight,
    former: sight,
  });
  const table: Array<[string, ActorName, Row]> = [
    ['public', 'visitor', { ...all('identified'), self: 'anonymous', anonymous: 'anonymous' }],
    ['public', 'member', { ...all('identified'), self: 'anonymous', anonymous: 'anonymous' }],
    ['public', 'projectMember', { ...all('identified'), anonymous: 'anonymous' }],
    ['public', 'owner', all('identified')],
    ['public', 'admin', { ...all('identified'), self: 'anonymous', anonymous: 'anonymous' }],
    ['members', 'visitor', all('hidden')],
    ['members', 'member', all('hidden')],
    ['members', 'projectMember', { ...all('identified'), anonymous: 'anonymous' }],
    ['members', 'owner', all('identified')],
    ['members', 'admin', all('hidden')],
    ['private', 'visitor', all('hidden')],
    ['private', 'member', all('hidden')],
    ['private', 'projectMember', { ...all('hidden'), self: 'identified' }],
    ['private', 'owner', all('identified')],
    ['private', 'admin', all('hidden')],
  ];
  it.each(table)('%s team, seen by %s', (memberVisibility, name, expected) => {
    const facts = peopleFactsOf({ ...factsOf(name), memberVisibility });
    const seen = Object.fromEntries(
      Object.entries(people).map(([who, person]) => [who, projectPersonSight(actors[name], facts, person)]),
    );
    expect(seen).toEqual(expected);
  });
});
