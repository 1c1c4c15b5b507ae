import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import type { ProjectPerson } from '@plateau/shared/schemas/project-responses';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { PersonLine } from './PersonLine';

/** The project's creator. */
export function CreatorCard({ owner }: { owner: ProjectPerson }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{m.creator}</h2>
      </CardHeader>
      <CardContent>
        <PersonLine person={owner} name={owner.fullName}>
          {owner.profession}
        </PersonLine>
      </CardContent>
    </Card>
  );
}
