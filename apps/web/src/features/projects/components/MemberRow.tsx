import { type ProjectRole, projectRoles } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { projectRoleLabel } from '@plateau/shared/rules/project-rules';
import type { ProjectMember } from '@plateau/shared/schemas/project-responses';
import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Label } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { toast } from '@/lib/toaster';
import type { ProjectMutations } from '../hooks/useProjectMutations';
import { PersonLine } from './PersonLine';

const roleOptions = projectRoles.map((role) => ({ value: role, label: projectRoleLabel(role) }));

interface MemberRowProps {
  member: ProjectMember;
  /** The owner re-roles and removes members. */
  manage: boolean;
  /** The member toggles their own visibility. */
  toggleOwn: boolean;
  actions: ProjectMutations;
  onRemove: (member: ProjectMember) => void;
}

/** One member of the team, with the owner's role selector and 'Retirer', or the member's own toggle. */
export function MemberRow({ member, manage, toggleOwn, actions, onRemove }: MemberRowProps) {
  const id = useId();
  const changeRole = (role: ProjectRole | '') => {
    if (!role || role === member.role) return;
    actions.setMemberRole.mutate(
      { memberId: member.id, role },
      { onSuccess: () => toast.success(m.roleUpdated), onError: () => toast.error(m.roleUpdateError) },
    );
  };
  const toggle = () => {
    const showProfile = !member.showProfile;
    actions.setMyVisibility.mutate(showProfile, {
      onSuccess: () => toast.success(showProfile ? m.nowVisible : m.nowAnonymous),
      onError: () => toast.error(m.visibilityError),
    });
  };

  return (
    <li className="space-y-2 py-3 first:pt-0 last:pb-0">
      <PersonLine person={member.user} name={member.name}>
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant="primary">{projectRoleLabel(member.role)}</Badge>
          {member.isViewer ? <span>{m.you}</span> : null}
          {member.isViewer && !member.showProfile ? <span>· {m.anonymousForOthers}</span> : null}
        </span>
      </PersonLine>
      {manage && !member.isViewer ? (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <Label htmlFor={`${id}-role`} className="sr-only">
              {fill(m.memberRole, { name: member.name })}
            </Label>
            <Select
              id={`${id}-role`}
              value={member.role}
              options={roleOptions}
              className="h-9"
              onValueChange={changeRole}
            />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="h-9"
            aria-label={`${m.removeMember} ${member.name}`}
            onClick={() => onRemove(member)}
          >
            {m.removeMember}
          </Button>
        </div>
      ) : null}
      {toggleOwn && member.isViewer ? (
        <Button variant="outline" size="sm" loading={actions.setMyVisibility.isPending} onClick={toggle}>
          {member.showProfile ? (
            <EyeOff className="size-4" aria-hidden="true" />
          ) : (
            <Eye className="size-4" aria-hidden="true" />
          )}
          {member.showProfile ? m.hideMyProfile : m.showMyProfile}
        </Button>
      ) : null}
    </li>
  );
}
