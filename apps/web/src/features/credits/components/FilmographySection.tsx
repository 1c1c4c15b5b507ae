import { creditsMessages as m } from '@plateau/shared/messages/credits.fr';
import { fill } from '@plateau/shared/messages/fill';
import type { Credit } from '@plateau/shared/schemas/credits';
import { BadgeCheck, Check, ExternalLink, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Skeleton } from '@/components/ui/Skeleton';
import { toast } from '@/lib/toaster';
import { creditText, kindLabel } from '../credit-text';
import { useCreditMutations, useCredits } from '../hooks/useCredits';
import { CreditFormDialog } from './CreditFormDialog';

const linkClass = 'inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline';

/**
 * 'Filmographie' on a profile (issue 33): verified credits ('Vérifié', with the project's link) and declared ones
 * ('Déclaré'); on one's own profile, the credits to confirm first, and adding, editing, removing.
 */
export function FilmographySection({ userId, own }: { userId: string; own: boolean }) {
  const credits = useCredits(userId);
  const actions = useCreditMutations(userId);
  const [editing, setEditing] = useState<Credit | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Credit | null>(null);
  const items = credits.data ?? [];
  const pending = items.filter((credit) => credit.status === 'proposé');
  const shown = items.filter((credit) => credit.status !== 'proposé');

  const decide = (credit: Credit, action: 'confirmer' | 'refuser') =>
    actions.update.mutate(
      { id: credit.id, body: { action } },
      {
        onSuccess: () => toast.success(action === 'confirmer' ? m.confirmed : m.declined),
        onError: () => toast.error(m.saveError),
      },
    );

  const remove = () => {
    if (!removing) return;
    const credit = removing;
    setRemoving(null);
    actions.remove.mutate(credit.id, {
      onSuccess: () => toast.success(m.removed),
      onError: () => toast.error(m.saveError),
    });
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <h2 id="filmographie" className="text-lg font-semibold text-slate-900">
          {m.sectionTitle}
        </h2>
        {own ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
            <Plus className="size-4" aria-hidden="true" />
            {m.add}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-5">
        {credits.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : credits.isError ? (
          <p className="text-sm text-red-700">{m.loadError}</p>
        ) : (
          <>
            {pending.length > 0 ? (
              <section
                aria-labelledby="credits-pending"
                className="rounded-lg border border-amber-200 bg-amber-50 p-4"
              >
                <h3 id="credits-pending" className="font-medium text-amber-950">
                  {m.pendingTitle}
                </h3>
                <p className="mt-1 text-sm text-amber-950">{m.pendingText}</p>
                <ul className="mt-3 space-y-3">
                  {pending.map((credit) => (
                    <li
                      key={credit.id}
                      className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <span className="font-medium text-slate-900">{creditText(credit)}</span>
                      <span className="flex gap-2">
                        <Button size="sm" onClick={() => decide(credit, 'confirmer')}>
                          <Check className="size-4" aria-hidden="true" />
                          {m.confirm}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => decide(credit, 'refuser')}>
                          <X className="size-4" aria-hidden="true" />
                          {m.decline}
                        </Button>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {shown.length === 0 ? (
              <p className="text-sm text-slate-600">{own ? m.sectionEmptyOwn : m.sectionEmpty}</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label={m.sectionTitle}>
                {shown.map((credit) => (
                  <li
                    key={credit.id}
                    className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between"
                  >
                    <div className="min-w-0">
                      <p className="break-words font-medium text-slate-900">{creditText(credit)}</p>
                      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                        <span>{kindLabel(credit.kind)}</span>
                        {credit.status === 'confirmé' ? (
                          <Badge variant="success" title={m.verifiedHint}>
                            <BadgeCheck className="mr-1 size-3.5" aria-hidden="true" />
                            {m.verified}
                          </Badge>
                        ) : (
                          <Badge variant="default" title={m.declaredHint}>
                            {m.declared}
                          </Badge>
                        )}
                        {credit.projectId ? (
                          <Link to={`/projets/${credit.projectId}`} className={linkClass}>
                            {m.seeProject}
                          </Link>
                        ) : credit.link ? (
                          <a
                            href={credit.link}
                            target="_blank"
                            rel="noopener noreferrer"
                            className={linkClass}
                          >
                            <ExternalLink className="size-3.5" aria-hidden="true" />
                            {m.seeLink}
                          </a>
                        ) : null}
                      </p>
                    </div>
                    {credit.abilities.edit || credit.abilities.delete ? (
                      <span className="flex shrink-0 gap-2">
                        {credit.abilities.edit ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`${m.edit} ${creditText(credit)}`}
                            onClick={() => setEditing(credit)}
                          >
                            <Pencil className="size-4" aria-hidden="true" />
                            {m.edit}
                          </Button>
                        ) : null}
                        {credit.abilities.delete ? (
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`${m.remove} ${creditText(credit)}`}
                            onClick={() => setRemoving(credit)}
                          >
                            <Trash2 className="size-4" aria-hidden="true" />
                            {m.remove}
                          </Button>
                        ) : null}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      {editing !== undefined ? (
        <CreditFormDialog
          key={editing?.id ?? 'new'}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
          credit={editing}
          actions={actions}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={m.removeTitle}
        description={removing ? fill(m.removeText, { credit: creditText(removing) }) : ''}
        confirmLabel={m.remove}
        danger
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
