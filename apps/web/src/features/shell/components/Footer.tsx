import { fill } from '@plateau/shared/messages/fill';
import { footerMessages, navMessages } from '@plateau/shared/messages/shell.fr';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { mailtoOf, socialNetworks, useSiteDetails } from '@/lib/site';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';

const f = footerMessages;
const n = navMessages;
const linkClass = 'text-sm text-slate-300 transition-colors hover:text-white';

interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

/** The footer's columns; the support and contact links write to the configured address (LEGAL_CONTACT_EMAIL). */
const columnsFor = (
  contactMailto: (subject?: string) => string,
): ReadonlyArray<{ title: string; links: readonly FooterLink[] }> => [
  {
    title: f.platform,
    links: [
      { label: n.talents, to: '/talents' },
      { label: n.projects, to: '/projets' },
      { label: n.magazine, to: '/magazine' },
      { label: n.influencers, to: '/influencer' },
    ],
  },
  {
    title: f.support,
    links: [
      { label: f.faq, href: contactMailto(f.faqSubject) },
      { label: f.helpCenter, href: contactMailto(f.helpSubject) },
      { label: f.contact, href: contactMailto() },
    ],
  },
  {
    title: f.legal,
    links: [
      { label: f.legalNotice, to: '/mentions-legales' },
      { label: f.privacy, to: '/confidentialite' },
      { label: f.terms, to: '/conditions' },
      { label: f.report, to: '/signaler' },
    ],
  },
  {
    title: f.company,
    links: [
      { label: f.about, to: '/a-propos' },
      { label: f.jobs, href: contactMailto(f.jobsSubject) },
      { label: f.blog, href: contactMailto(f.blogSubject) },
    ],
  },
];

function FooterAnchor({ link }: { link: FooterLink }): ReactNode {
  if (link.href === '') return <span className="text-sm text-slate-400">{link.label}</span>;
  if (link.to) {
    return (
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

export function Footer() {
  const details = useSiteDetails();
  // Until the configured address is known (read once the page is shown), its links are plain text.
  const columns = columnsFor((subject) => (details ? mailtoOf(details.contactEmail, subject) : ''));
  const socials = socialNetworks.flatMap(({ network, field }) => {
    const href = details?.[field];
    return href ? [{ network, href }] : [];
  });
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="space-y-4">
            <Logo tone="light" />
            <p className="max-w-xs text-sm text-slate-400">{f.tagline}</p>
            {/* The social accounts configured (LEGAL_*_URL); none configured, no heading either. */}
            {socials.length > 0 ? (
              <div>
                <p className="text-sm font-semibold text-white">{f.followUs}</p>
                <ul className="mt-3 flex gap-2">
                  {socials.map((social) => (
                    <li key={social.network}>
                      <a
                        href={social.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={fill(f.socialLabel, { network: social.network })}
                        className="inline-flex size-10 items-center justify-center rounded-lg bg-white/5 text-slate-300 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
                      >
                        <SocialIcon network={social.network} />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
            {columns.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-3 space-y-2.5">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <FooterAnchor link={link} />
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <p className="mt-10 border-t border-white/10 pt-6 text-sm text-slate-400">
          {fill(f.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
