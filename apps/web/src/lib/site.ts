/** Contact address shown in the footer, the legal pages and the mailto links. */
export const contactEmail = 'contact@plateau.fr';

/** Builds a mailto link to the contact address with a subject. */
export function contactMailto(subject?: string): string {
  return subject ? `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}` : `mailto:${contactEmail}`;
}

/** The product's social accounts (to be replaced by the real account addresses). */
export const socialLinks = [
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'X', href: 'https://x.com/' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
] as const;
export type SocialNetwork = (typeof socialLinks)[number]['network'];
