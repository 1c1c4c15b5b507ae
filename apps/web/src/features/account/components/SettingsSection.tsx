import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';

/** One section of 'Paramètres du compte': a titled card, with its anchor for links to it. */
export function SettingsSection({
  id,
  title,
  text,
  aside,
  children,
}: {
  id: string;
  title: string;
  text?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-titre`;
  return (
    <Card id={id} aria-labelledby={titleId} role="region" className="scroll-mt-24">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {aside}
        </div>
        {text ? <p className="text-sm text-slate-600">{text}</p> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
