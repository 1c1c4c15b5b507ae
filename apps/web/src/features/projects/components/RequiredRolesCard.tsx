import { projectMessages as m } from '@plateau/shared/messages/projects.fr';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';
import { RoleBadges } from './RoleBadges';

/** The roles the project seeks. */
export function RequiredRolesCard({ roles }: { roles: readonly string[] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{m.requiredRolesTitle}</h2>
      </CardHeader>
      <CardContent>
        {roles.length === 0 ? (
          <p className="text-sm text-slate-600">{m.noRequiredRoles}</p>
        ) : (
          <RoleBadges roles={roles} label={m.requiredRolesTitle} />
        )}
      </CardContent>
    </Card>
  );
}
