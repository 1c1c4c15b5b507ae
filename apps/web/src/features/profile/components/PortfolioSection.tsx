import { fill } from '@plateau/shared/messages/fill';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import { reportsMessages } from '@plateau/shared/messages/reports.fr';
import type { PortfolioItem } from '@plateau/shared/schemas/portfolio';
import { ExternalLink, ImageIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LaterImage } from '@/components/ui/LaterImage';
import { ReportButton } from '@/features/moderation/report';
import { toast } from '@/lib/toaster';
import { usePortfolioMutations } from '../hooks/usePortfolio';

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg bg-white/90 text-slate-700 shadow hover:bg-white hover:text-slate-950';

/** The portfolio grid; its owner can add, edit and delete items. */
export function PortfolioSection({ items, canAdd }: { items: PortfolioItem[]; canAdd: boolean }) {
  const { remove } = usePortfolioMutations();
  const [pending, setPending] = useState<PortfolioItem | null>(null);
  const location = useLocation();

  const confirmDelete = async () => {
    if (!pending) return;
    const item = pending;
    setPending(null);
    try {
      await remove.mutateAsync(item.id);
      toast.success(pm.portfolioDeleted);
    } catch {
      toast.error(pm.portfolioDeleteError);
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{pm.portfolio}</h2>
        {canAdd ? (
          <Link
            to="/profil/portfolio/ajouter"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            {pm.addPortfolio}
          </Link>
        ) : null}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-slate-500">{pm.noPortfolio}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.id} className="overflow-hidden rounded-lg border border-slate-200">
                <div className="relative aspect-video bg-slate-100">
                  {item.imageUrl ? (
                    <LaterImage src={item.imageUrl} alt="" className="size-full object-cover" />
                  ) : (
                    <ImageIcon className="absolute inset-0 m-auto size-8 text-slate-300" aria-hidden="true" />
                  )}
                  {item.abilities.edit || item.abilities.delete ? (
                    <div className="absolute top-2 right-2 flex gap-2">
                      {item.abilities.edit ? (
                        <Link
                          to={`/profil/portfolio/${item.id}/modifier`}
                          className={iconButton}
                          aria-label={fill(pm.portfolioEdit, { title: item.title })}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                        </Link>
                      ) : null}
                      {item.abilities.delete ? (
                        <button
                          type="button"
                          className={iconButton}
                          aria-label={fill(pm.portfolioDelete, { title: item.title })}
                          onClick={() => setPending(item)}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </button>
                      ) : null}
                    </div>
                  ) : null}
                </div>
                <div className="p-3">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-medium text-slate-900">{item.title}</h3>
                    {item.abilities.edit ? null : (
                      <ReportButton
                        look="icon"
                        className="-mt-2 -mr-2 shrink-0"
                        label={fill(reportsMessages.reportPortfolio, { title: item.title })}
                        target={{ kind: 'portfolio', id: item.id }}
                        location={location.pathname}
                      />
                    )}
                  </div>
                  {item.description ? (
                    <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-600">
                      {item.description}
                    </p>
                  ) : null}
                  {item.projectUrl ? (
                    <a
                      href={item.projectUrl}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="mt-2 inline-flex items-center gap-1 text-sm text-indigo-700 hover:underline"
                    >
                      {pm.openProjectLink}
                      <ExternalLink className="size-3.5" aria-hidden="true" />
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={pm.portfolioDeleteConfirm}
        description={pm.portfolioDeleteText}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
