import { type SocialNetwork, socialNetworks } from '@plateau/shared/enums';
import { profileMessages as pm } from '@plateau/shared/messages/profile.fr';
import type { Profile } from '@plateau/shared/schemas/profile';
import { Globe, Link2, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/Card';

/** E-mail, website and social links of a profile. */
export function ContactCard({ profile }: { profile: Profile }) {
  const links = socialNetworks.flatMap((network: SocialNetwork) => {
    const url = profile.socialLinks[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">{pm.contact}</h2>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3 text-sm">
          <li className="flex min-w-0 items-center gap-3">
            <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{pm.email} :</span>
            <a href={`mailto:${profile.email}`} className="truncate text-indigo-700 hover:underline">
              {profile.email}
            </a>
          </li>
          {profile.website ? (
            <li className="flex min-w-0 items-center gap-3">
              <Globe className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="sr-only">{pm.website} :</span>
              <a
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="truncate text-indigo-700 hover:underline"
              >
                {profile.website.replace(/^https?:\/\//i, '')}
              </a>
            </li>
          ) : null}
          {links.map(({ network, url }) => (
            <li key={network} className="flex min-w-0 items-center gap-3">
              <Link2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="truncate text-indigo-700 hover:underline"
              >
                {pm.social[network]}
              </a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
