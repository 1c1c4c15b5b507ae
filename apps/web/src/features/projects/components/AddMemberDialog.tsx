import { type ProjectRole, projectRoles } from '@plateau/shared/enums';
import { fill } from '@plateau/shared/messages/fill';
import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { projectRoleLabel } from '@plateau/shared/rules/project-rules';
import type { MemberCandidate } from '@plateau/shared/schemas/project-responses';
import { useId, useState } from 'react';
import { SkillBadges } from '@/components/SkillBadges';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { FieldError, Label } from '@/components/ui/Input';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Modal } from '@/components/ui/Modal';
import { SearchInput } from '@/components/ui/SearchInput';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toaster';
import { useMemberCandidates } from '../hooks/useProject';
import type { ProjectMutations } from '../hooks/useProjectMutations';

const roleOptions = projectRoles.map((role) => ({ value: role, label: projectRoleLabel(role) }));

interface AddMemberDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  actions: ProjectMutations;
}

/** 'Ajouter un membre au projet': one of the owner's accepted connections not yet in the project. */
export function AddMemberDialog({ open, onOpenChange, projectId, actions }: AddMemberDialogProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query, 300);
  const [selected, setSelected] = useState<MemberCandidate | null>(null);
  const [role, setRole] = useState<ProjectRole>('membre');
  const [error, setError] = useState<string | null>(null);
  const candidates = useMemberCandidates(projectId, q, open);
  const items = candidates.data?.pages.flatMap((page) => page.items) ?? [];

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setSelected(null);
      setQuery('');
      setError(null);
    }
  };
  const add = () => {
    if (!selected) {
      setError(m.selectConnection);
      return;
    }
    actions.addMember.mutate(
      { userId: selected.id, role },
      {
        onSuccess: () => {
          toast.success(fill(m.memberAdded, { name: selected.fullName }));
          close(false);
        },
        onError: () => toast.error(m.addMemberError),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={m.addMemberTitle}
      description={m.addMemberText}
      preventClose={actions.addMember.isPending}
      size="lg"
    >
      <div className="space-y-4">
        <div>
          <Label htmlFor={`${id}-q`}>{m.candidateSearch}</Label>
          <SearchInput
            id={`${id}-q`}
            placeholder={m.candidateSearchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        {candidates.isError ? (
          <p className="text-sm text-red-700">{m.connectionsLoadError}</p>
        ) : candidates.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noCandidates}</p>
        ) : (
          <div
            role="radiogroup"
            aria-label={m.addMemberText}
            aria-describedby={`${id}-error`}
            className="max-h-72 space-y-2 overflow-y-auto pr-1"
          >
            {items.map((candidate) => {
              const checked = selected?.id === candidate.id;
              return (
                <label
                  key={candidate.id}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-lg border p-3',
                    checked ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-candidate`}
                    className="mt-3 size-4 accent-indigo-700"
                    checked={checked}
                    onChange={() => {
                      setSelected(candidate);
                      setError(null);
                    }}
                  />
                  <Avatar name={candidate.fullName} src={candidate.avatarUrl} decorative />
                  <span className="min-w-0 flex-1 space-y-1">
                    <span className="block truncate font-medium text-slate-900">{candidate.fullName}</span>
                    {candidate.profession ? (
                      <span className="block truncate text-sm text-slate-600">{candidate.profession}</span>
                    ) : null}
                    <SkillBadges skills={candidate.skills} count={3} />
                  </span>
                </label>
              );
            })}
            <LoadMoreButton pages={candidates} size="sm" />
          </div>
        )}
        <FieldError id={`${id}-error`} message={error ?? undefined} />
        <div>
          <Label htmlFor={`${id}-role`}>{m.addMemberRole}</Label>
          <Select
            id={`${id}-role`}
            value={role}
            options={roleOptions}
            onValueChange={(next) => setRole(next || 'membre')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={actions.addMember.isPending}>
            {m.cancel}
          </Button>
          <Button onClick={add} loading={actions.addMember.isPending}>
            {m.addMemberSubmit}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
