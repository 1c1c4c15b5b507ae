import type { LegalDetails } from '@plateau/shared/schemas/site';
import { useQuery } from '@tanstack/react-query';
import { useAfterFirstScreen } from '@/hooks/useAfterFirstScreen';

/** The query of the site's configured details (GET /api/site/legal), shared by the footer and the legal pages. */
export const siteDetailsKey = ['legal', 'details'] as const;

/** The social networks the footer may show, each with its configured address's field. */
export const socialNetworks = [
  { network: 'Instagram', field: 'instagramUrl' },
  { network: 'X', field: 'xUrl' },
  { network: 'LinkedIn', field: 'linkedinUrl' },
  { network: 'YouTube', field: 'youtubeUrl' },
] as const;
export type SocialNetwork = (typeof socialNetworks)[number]['network'];

/** A mailto link to an address, with a subject. */
export function mailtoOf(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/**
 * The configured details for the footer (contact address LEGAL_CONTACT_EMAIL, social accounts): read once the
 * first screen is shown (the footer is below it), with a plain fetch (the entry code carries no schema).
 */
export function useSiteDetails(): LegalDetails | undefined {
  const shown = useAfterFirstScreen();
  const query = useQuery({
    queryKey: siteDetailsKey,
    queryFn: async ({ signal }): Promise<LegalDetails> => {
      const response = await fetch('/api/site/legal', { signal, credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      return (await response.json()) as LegalDetails;
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: shown,
  });
  return query.data;
}
