import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Card, CardContent } from '@/components/ui/Card';
import { PortfolioForm } from '../components/PortfolioForm';
import { ProfileSkeleton } from '../components/ProfileSkeleton';
import { usePortfolioItem } from '../hooks/usePortfolio';

function PageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={title} />
      <h1 className="font-display text-2xl font-semibold text-slate-900 sm:text-3xl">{title}</h1>
      <Card>
        <CardContent className="pt-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** /profil/portfolio/ajouter: a new portfolio item. */
export function PortfolioAddPage() {
  return (
    <PageShell title={pm.portfolioAddTitle}>
      <PortfolioForm />
    </PageShell>
  );
}

function PortfolioEditForm({ id }: { id: string }) {
  const item = usePortfolioItem(id);
  if (item.isPending) return <ProfileSkeleton />;
  if (item.isError || !item.data.abilities.edit) {
    return (
      <PageShell title={pm.portfolioEditTitle}>
        <Alert variant="error">{pm.portfolioNotFound}</Alert>
      </PageShell>
    );
  }
  return (
    <PageShell title={pm.portfolioEditTitle}>
      <PortfolioForm item={item.data} />
    </PageShell>
  );
}

/** /profil/portfolio/{id}/modifier: edits one's own item. */
export function PortfolioEditPage() {
  const { id = '' } = useParams();
  return <PortfolioEditForm id={id} />;
}
