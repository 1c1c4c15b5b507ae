import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle';
import { BackLink } from './BackLink';

interface ProjectFormLayoutProps {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}

/** The frame of the creation and edit pages: back link, heading, then the form in a card. */
export function ProjectFormLayout({ title, back, children }: ProjectFormLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <PageTitle title={title} />
      <BackLink to={back.to} label={back.label} />
      <h1 className="font-display text-3xl font-semibold text-slate-900">{title}</h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </div>
  );
}
