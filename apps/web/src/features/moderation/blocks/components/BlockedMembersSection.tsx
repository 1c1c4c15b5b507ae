import { blockMessages as bm } from '@plateau/shared/messages/blocks.fr';
import { fill } from '@plateau/shared/messages/fill';
import { Avatar } from '@/components/ui/Avatar';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toaster';
import { useBlockedMembers, useUnblockMember } from '../hooks/useBlocks';

/** 'Membres bloqués' (settings): each blocked member with 'Débloquer'. */
export function BlockedMembersSection() {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  const members = blocked.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 id="blocked-members-title" className="text-lg font-semibold text-slate-900">
          {bm.blockedTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{bm.blockedSubtitle}</p>
      </CardHeader>
      <CardContent>
        {blocked.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : blocked.isError ? (
          <LoadError message={bm.blockedLoadError} onRetry={() => void blocked.refetch()} />
        ) : members.length === 0 ? (
          <p className="text-sm text-slate-600" role="status">
            {bm.blockedEmpty}
          </p>
        ) : (
          <>
            <ul aria-labelledby="blocked-members-title" className="divide-y divide-slate-100">
              {members.map((member) => (
                <li key={member.id} className="flex items-center gap-3 py-3">
                  <Avatar name={member.fullName} src={member.avatarUrl} size="md" decorative />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{member.fullName}</p>
                    <p className="text-sm text-slate-600">
                      {fill(bm.blockedSince, { date: formatDate(member.blockedAt) })}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={fill(bm.unblockMember, { name: member.fullName })}
                    loading={unblock.isPending && unblock.variables === member.id}
                    onClick={() =>
                      unblock.mutateAsync(member.id).then(
                        () => toast.success(fill(bm.unblocked, { name: member.fullName })),
                        () => toast.error(bm.unblockError),
                      )
                    }
                  >
                    {bm.unblock}
                  </Button>
                </li>
              ))}
            </ul>
            <LoadMoreButton pages={blocked} className="mt-3" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
