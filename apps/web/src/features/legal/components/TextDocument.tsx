import { commonMessages } from '@plateau/shared/messages/common.fr';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/PageTitle';

export interface TextSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
  readonly links?: ReadonlyArray<{ readonly label: string; readonly href: string }>;
}

export interface TextDocumentContent {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly TextSection[];
}

const emailPattern = /([\w.+-]+@[\w-]+\.[\w.]+\w)/g;
const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** Makes the e-mail addresses of a text clickable. */
function withMailLinks(text: string): ReactNode {
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={part + String(index)} href={`mailto:${part}`} className={linkClass}>
        {part}
      </a>
    ) : (
      <Fragment key={part + String(index)}>{part}</Fragment>
    ),
  );
}

function SectionLink({ label, href }: { label: string; href: string }) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={linkClass}>
        {label}
      </Link>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${linkClass} inline-flex items-center gap-1`}
    >
      {label}
      <span className="sr-only">{commonMessages.newTab}</span>
      <ExternalLink className="size-4" aria-hidden="true" />
    </a>
  );
}

/** A long text page (legal pages, about) with a back link to /; `updated`: its 'Dernière mise à jour' line. */
export function TextDocument({ document, updated }: { document: TextDocumentContent; updated?: string }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title={document.title} />
      <Link
        to="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {commonMessages.backHome}
      </Link>
      <h1 className="mt-6 font-display text-3xl font-semibold text-slate-900 sm:text-4xl">
        {document.title}
      </h1>
      {updated ? <p className="mt-2 text-sm text-slate-500">{updated}</p> : null}
      <p className="mt-4 text-lg text-slate-600">{withMailLinks(document.intro)}</p>
      <div className="mt-10 space-y-8">
        {document.sections.map((section) => (
          <section key={section.title} className="space-y-3">
            <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-700">
                {withMailLinks(paragraph)}
              </p>
            ))}
            {section.items ? (
              <ul className="list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{withMailLinks(item)}</li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <ul className="space-y-1">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <SectionLink label={link.label} href={link.href} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}
