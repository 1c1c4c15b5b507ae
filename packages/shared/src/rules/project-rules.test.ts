import { describe, expect, it } from 'vitest';
import {
  canSeeMember,
  canSeeTeam,
  isRecruiting,
  joinButton,
  joinRoleOptions,
  mapJoinRole,
  memberDisplayName,
  projectRoleLabel,
  projectStatusTone,
  type TeamViewer,
} from './project-rules';

describe('isRecruiting', () => {
  it('needs at least one required role', () => {
    expect(isRecruiting({ requiredRoles: ['cadreur'], status: 'en cours' })).toBe(true);
    expect(isRecruiting({ requiredRoles: [], status: 'en cours' })).toBe(false);
    expect(isRecruiting({ requiredRoles: null, status: 'en préparation' })).toBe(false);
  });
  it('is false for finished and paused projects', () => {
    expect(isRecruiting({ requiredRoles: ['acteur'], status: 'en préparation' })).toBe(true);
    expect(isRecruiting({ requiredRoles: ['acteur'], status: 'terminé' })).toBe(false);
    expect(isRecruiting({ requiredRoles: ['acteur'], status: 'en pause' })).toBe(false);
  });
});

describe('projectStatusTone', () => {
  it('gives the spec colours, warning for anything else', () => {
    expect(projectStatusTone('en préparation')).toBe('warning');
    expect(projectStatusTone('en cours')).toBe('primary');
    expect(projectStatusTone('terminé')).toBe('success');
    expect(projectStatusTone('en pause')).toBe('error');
    expect(projectStatusTone('Ouvert aux candidatures')).toBe('warning');
  });
});

describe('mapJoinRole', () => {
  it('maps the project roles to their lowercase forms', () => {
    expect(mapJoinRole('Membre')).toBe('membre');
    expect(mapJoinRole('Réalisateur')).toBe('réalisateur');
    expect(mapJoinRole('Ingénieur son')).toBe('ingénieur son');
    expect(mapJoinRole('scénariste')).toBe('scénariste');
  });
  it("maps 'Monteur vidéo' to monteur and anything else to autre", () => {
    expect(mapJoinRole('Monteur vidéo')).toBe('monteur');
    expect(mapJoinRole('Community Manager')).toBe('autre');
    expect(mapJoinRole('Graphiste')).toBe('autre');
    expect(mapJoinRole('Assistant')).toBe('autre');
    expect(mapJoinRole('Autre')).toBe('autre');
    expect(mapJoinRole('Dompteur de lions')).toBe('autre');
  });
});

describe('joinRoleOptions', () => {
  it("offers the required roles once each, or only 'membre'", () => {
    expect(joinRoleOptions(['acteur', 'cadreur', 'acteur'])).toEqual(['acteur', 'cadreur']);
    expect(joinRoleOptions([])).toEqual(['membre']);
    expect(joinRoleOptions(null)).toEqual(['membre']);
  });
  it('labels a role with a capital first letter', () => {
    expect(projectRoleLabel('ingénieur son')).toBe('Ingénieur son');
  });
});

const visitor: TeamViewer = { userId: null, isOwner: false, isMember: false };
const other: TeamViewer = { userId: 'autre', isOwner: false, isMember: false };
const member: TeamViewer = { userId: 'membre', isOwner: false, isMember: true };
const owner: TeamViewer = { userId: 'createur', isOwner: true, isMember: false };

describe('canSeeTeam and canSeeMember', () => {
  it.each([
    ['public', visitor, true],
    ['public', other, true],
    ['public', member, true],
    ['members', visitor, false],
    ['members', other, false],
    ['members', member, true],
    ['members', owner, true],
    ['private', member, false],
    ['private', other, false],
    ['private', owner, true],
    ['inconnue', visitor, true],
  ] as const)('visibility %s: %o sees the team: %s', (visibility, viewer, expected) => {
    expect(canSeeTeam(viewer, visibility)).toBe(expected);
    expect(canSeeMember(viewer, visibility, 'quelqu-un')).toBe(expected);
  });
  it('always shows a member their own row', () => {
    expect(canSeeMember(member, 'private', 'membre')).toBe(true);
    expect(canSeeMember(member, 'private', 'quelqu-un')).toBe(false);
    expect(canSeeMember(visitor, 'private', 'membre')).toBe(false);
  });
});

describe('memberDisplayName', () => {
  it("shows the name, else the display name, else 'Membre anonyme'", () => {
    expect(memberDisplayName({ showProfile: true, displayName: null, fullName: 'Léa Dubois' })).toBe(
      'Léa Dubois',
    );
    expect(memberDisplayName({ showProfile: false, displayName: 'Casting', fullName: 'Léa Dubois' })).toBe(
      'Casting',
    );
    expect(memberDisplayName({ showProfile: false, displayName: '  ', fullName: 'Léa Dubois' })).toBe(
      'Membre anonyme',
    );
  });
});

describe('joinButton', () => {
  const base = { signedIn: true, isOwner: false, isMember: false, requestStatus: null };
  it('follows the request state', () => {
    expect(joinButton(base)).toEqual({ kind: 'join', label: 'Rejoindre le projet', canJoin: true });
    expect(joinButton({ ...base, requestStatus: 'en attente' })).toEqual({
      kind: 'pending',
      label: 'Demande envoyée',
      canJoin: false,
    });
    expect(joinButton({ ...base, requestStatus: 'refusé' })).toEqual({
      kind: 'refused',
      label: 'Demande refusée',
      canJoin: true,
    });
    expect(joinButton({ ...base, isMember: true, requestStatus: 'approuvé' })).toEqual({
      kind: 'member',
      label: 'Membre du projet',
      canJoin: false,
    });
  });
  it('prompts visitors to sign in and shows nothing to the owner', () => {
    expect(joinButton({ ...base, signedIn: false }).kind).toBe('sign-in');
    expect(joinButton({ ...base, isOwner: true })).toEqual({ kind: 'owner', label: null, canJoin: false });
  });
});
